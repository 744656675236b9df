import type { Option } from '../../src/engine/types';
import { board } from '../../src/games/vested-interests/board';
import { t } from '../../src/words/translate';
import { type Named, placeIn, seatName, withNames } from './style';

/** The picture's own words, in the view's language. */
const pw = (v: Named, key: string, params: Record<string, string | number> = {}): string => t(v.language ?? 'en', `vi-pictures:${key}`, params);

const DISTRICTS = new Set(['Delta', 'Reach', 'Verge', 'Rim']);

/** What is being decided, in a few public words: from the stage of the round and the open prompt's options. */
export function deciding(v: Named, choices: readonly Option[]): string {
  // Everyone may join a Takeover, each in turn: what the table waits for is the Takeover, not one seat's choice.
  if (v.takeover) return DISTRICTS.has(v.takeover.at) ? pw(v, 'deciding.takeoverNimby', { district: placeIn(v, v.takeover.at) }) : pw(v, 'deciding.takeoverAt', { cell: placeIn(v, v.takeover.at) });
  const values = choices.map((o) => o.value);
  if (values.includes('pass')) return pw(v, 'deciding.action');
  if (values.length && values.every((x) => DISTRICTS.has(x))) return pw(v, 'deciding.district');
  if (values.some((x) => board.byId.has(x))) return pw(v, 'deciding.cell');
  if (values.some((x) => /^a\d+/.test(x))) return pw(v, 'deciding.asset');
  if (values.includes('research') || values.includes('cia')) return pw(v, 'deciding.mini');
  if (values.includes('solar') || values.includes('forest')) return pw(v, 'deciding.build');
  switch (v.flow) {
    case 'voteWindow':
    case 'voteResolve':
      return pw(v, 'deciding.vote');
    case 'tribunal':
    case 'tribunalWindow':
    case 'tribunalResolve':
      return pw(v, 'deciding.tribunal');
    case 'weatherRoll':
    case 'weatherResolve':
      return pw(v, 'deciding.weather');
    default:
      return values.length ? pw(v, 'deciding.deciding') : pw(v, 'deciding.turn');
  }
}

/** "Round 3/8 · ana: choosing an action": whose turn and what they decide, the first thing a phone shows. */
export function headline(v: Named, choices: readonly Option[]): string {
  if (v.final) return v.final.winner ? pw(v, 'headline.won', { name: seatName(v, v.final.winner) }) : pw(v, 'headline.lost');
  const round = pw(v, 'headline.round', { round: Math.min(v.round, v.rounds), rounds: v.rounds });
  const doing = deciding(v, choices);
  if (v.turnOf) return `${round} · ${seatName(v, v.turnOf)}: ${doing}`;
  return `${round} · ${withNames(v, doing)}`;
}
