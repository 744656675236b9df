import { altText } from '../alt';
import type { EarthView } from '../../src/games/earth/view';
import type { Language } from '../../src/words/locales';
import { listIn, t } from '../../src/words/translate';
import { headline } from './headline';

type Named = (p: string) => string;

/** The table's alt text: the game, whose move and what they decide, the winner at the end, then each player. */
export function tableAlt(v: EarthView, nm: Named, language: Language = 'en'): string {
  return altText(
    [
      t(language, 'earth-pictures:alt.head', { headline: headline(v, nm, language) }),
      v.over && (v.winners.length ? t(language, 'earth-pictures:alt.wins', { count: v.winners.length, names: listIn(language, 'and', v.winners.map(nm)) }) : t(language, 'earth-pictures:alt.nobody')),
      t(language, 'earth-pictures:alt.players', {
        players: v.players.map((p) => t(language, 'earth-pictures:alt.player', { name: nm(p.id), vp: p.score.total, cards: p.tableau.length, soil: p.soil, hand: p.hand })).join('; '),
      }),
    ],
    language,
  );
}

/** The state a decision rests on, for the table message's text: the round and the scores, leader first. */
export function tableState(v: EarthView, nm: Named, language: Language = 'en'): string | undefined {
  if (v.phase === 'setup') return undefined;
  const scores = [...v.players].sort((a, b) => b.score.total - a.score.total).map((p) => `${nm(p.id)} ${p.score.total}`);
  const line = t(language, 'earth-pictures:state.line', { round: v.round, scores: scores.join(' · ') });
  return v.gaia ? t(language, 'earth-pictures:state.gaia', { line, vp: v.gaia.score.total }) : line;
}

/** The private picture's alt text: the cards in the hand it shows. */
export const privateAlt = (titles: readonly string[], language: Language = 'en'): string =>
  titles.length ? t(language, 'earth-pictures:alt.hand', { cards: titles.join(', ') }) : t(language, 'earth-pictures:alt.handEmpty');
