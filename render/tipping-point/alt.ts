import type { Option } from '../../src/engine/types';
import { CATEGORIES } from '../../src/games/tipping-point/cards/schema';
import { projectById } from '../../src/games/tipping-point/cards/catalogue';
import type { TpView } from '../../src/games/tipping-point/view';
import { altText } from '../alt';
import { listIn } from '../../src/words/translate';
import type { SeatNames } from '../picture';
import { headline } from './headline';
import { seatName } from './style';
import type { Language } from '../../src/words/locales';
import { nameIn, pic, shortIn, type SaidView } from './words';

/** Who won: everyone together in the co-operative game, the most Victory Points in the competitive one. */
export function outcome(v: SaidView, names?: SeatNames): string | null {
  if (!v.over) return null;
  const players = v.seats.map((x) => x.player);
  if (!v.over.won) return pic(v.language, 'alt.nobody');
  if (v.options.variant !== 'competitive') return pic(v.language, players.length === 1 ? 'alt.soloWon' : 'alt.together');
  const best = Math.max(...players.map((p) => v.vp[p] ?? 0));
  const winners = players.filter((p) => (v.vp[p] ?? 0) === best).map((p) => seatName(p, names));
  return pic(v.language, 'alt.wins', { count: winners.length, names: listIn(v.language, 'and', winners), vp: best });
}

/** A seat's Need levels and budgets, as the table shows them: "Hou L4 15¢". */
function seatLine(v: SaidView, x: TpView['seats'][number], names?: SeatNames): string {
  const needs = CATEGORIES.filter((k) => x.needs[k] !== undefined || x.credits[k] > 0).map((k) =>
    x.needs[k] !== undefined ? pic(v.language, 'alt.need', { short: shortIn(v.language, k), level: x.needs[k], credits: x.credits[k] }) : pic(v.language, 'alt.budget', { short: shortIn(v.language, k), credits: x.credits[k] }),
  );
  const vp = v.vp[x.player];
  const params = { name: seatName(x.player, names), country: x.countryName, hand: x.handCount, vp: vp !== undefined ? pic(v.language, 'alt.seatVp', { vp }) : '', needs: needs.length ? `, ${needs.join(', ')}` : '' };
  return pic(v.language, x.countryName ? 'alt.seatCountry' : 'alt.seat', params);
}

const seesawParams = (v: SaidView) => ({ preservation: v.seesaw.preservation, pollution: v.seesaw.pollution, solved: v.solved });

/** The table's alt text: the game, round, whose move and what they decide, the Seesaw, the winner, then each seat. */
export function tableAlt(v: SaidView, names: SeatNames | undefined, choices: readonly Option[]): string {
  return altText(
    [
      pic(v.language, 'alt.head', { headline: headline(v, names, choices) }),
      outcome(v, names),
      pic(v.language, v.seesaw.tipped ? 'alt.seesawTipped' : 'alt.seesaw', seesawParams(v)),
      ...v.seats.map((x) => seatLine(v, x, names)),
    ],
    v.language,
  );
}

/** The state a decision rests on, for the table message's text: the round and the Seesaw. */
export function tableState(v: SaidView): string | undefined {
  if (v.phase !== 'play' && v.phase !== 'crisis' && v.phase !== 'provide') return undefined;
  return pic(v.language, v.seesaw.tipped ? 'alt.stateTipped' : 'alt.state', { round: v.round, of: v.maxRounds, ...seesawParams(v) });
}

/** The private picture's alt text: what the seat holds. */
export function privateAlt(v: TpView, language: Language): string {
  const me = v.seats.find((x) => x.player === v.viewer);
  const hand = v.me?.hand ?? [];
  const vp = v.viewer ? v.vp[v.viewer] : undefined;
  return altText(
    [
      hand.length ? pic(language, 'alt.hand', { cards: hand.map((h) => (projectById(h) ? nameIn(language, h) : h)).join(', ') }) : pic(language, 'alt.handEmpty'),
      me?.countryName && pic(language, 'alt.country', { name: me.countryName }),
      me?.advisorName && pic(language, 'alt.advisor', { name: me.advisorName }),
      vp !== undefined && pic(language, 'alt.vp', { vp }),
    ],
    language,
  );
}
