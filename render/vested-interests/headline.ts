import type { Option } from '../../src/engine/types';
import { board } from '../../src/games/vested-interests/board';
import { type Named, seatName, withNames } from './style';

const DISTRICTS = new Set(['Delta', 'Reach', 'Verge', 'Rim']);

/** What is being decided, in a few public words: from the stage of the round and the open prompt's options. */
function deciding(v: Named, choices: readonly Option[]): string {
  // Everyone may join a Takeover, each in turn: what the table waits for is the Takeover, not one seat's choice.
  if (v.takeover) return DISTRICTS.has(v.takeover.at) ? `Takeover of the ${v.takeover.at} NIMBY` : `Takeover at ${v.takeover.at}`;
  const values = choices.map((o) => o.value);
  if (values.includes('pass')) return 'choosing an action';
  if (values.length && values.every((x) => DISTRICTS.has(x))) return 'choosing a district';
  if (values.some((x) => board.byId.has(x))) return 'choosing a cell';
  if (values.some((x) => /^a\d+/.test(x))) return 'choosing an asset';
  if (values.includes('research') || values.includes('cia')) return 'choosing a mini-card';
  if (values.includes('solar') || values.includes('forest')) return 'choosing an asset to build';
  switch (v.flow) {
    case 'voteWindow':
    case 'voteResolve':
      return 'the Initiative vote';
    case 'tribunal':
    case 'tribunalWindow':
    case 'tribunalResolve':
      return 'the Tribunal';
    case 'weatherRoll':
    case 'weatherResolve':
      return 'the weather';
    default:
      return values.length ? 'deciding' : 'taking a turn';
  }
}

/** "Round 3/8 · ana: choosing an action": whose turn and what they decide, the first thing a phone shows. */
export function headline(v: Named, choices: readonly Option[]): string {
  if (v.final) return `Game over: ${v.final.winner ? `${seatName(v, v.final.winner)} wins` : 'everyone loses'}`;
  const round = `Round ${Math.min(v.round, v.rounds)}/${v.rounds}`;
  const doing = deciding(v, choices);
  if (v.turnOf) return `${round} · ${seatName(v, v.turnOf)}: ${doing}`;
  return `${round} · ${withNames(v, doing)}`;
}
