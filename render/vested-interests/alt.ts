import type { Option } from '../../src/engine/types';
import { altText } from '../alt';
import { headline } from './headline';
import { bandName, type Named, seatName, withNames } from './style';

/** The table's alt text: the game, round, whose move and what they decide, the Dial, the winner, then each player. */
export function tableAlt(v: Named, choices: readonly Option[]): string {
  const players = v.players.map((p) => `${seatName(v, p.id)}: Capital ${p.capital}, Influence ${p.influence}, Legacy ${p.legacy}${p.final ? `, final ${p.final.total}` : ''}.`);
  return altText([
    `Vested Interests, ${headline(v, choices)}.`,
    v.final && withNames(v, v.final.summary),
    `The Dial at ${v.dial} ppm (${bandName(v.band)}), projection ${v.projection}.`,
    !v.final && v.initiative && `Initiative: ${v.initiative.name} (${v.initiative.kind}).`,
    ...players,
  ]);
}

/** The state a decision rests on, for the table message's text: the round, the Dial and each player's means. */
export function tableState(v: Named): string {
  const players = v.players.map((p) => `${seatName(v, p.id)}: Capital ${p.capital}, Influence ${p.influence}, Legacy ${p.legacy}`);
  return `Round ${v.round}/${v.rounds} · The Dial at ${v.dial} ppm (${bandName(v.band)}), projection ${v.projection}\n${players.join(' · ')}`;
}

/** The private picture's alt text: what the seat holds. */
export function privateAlt(v: Named): string {
  const me = v.me!;
  return altText([
    `Vested Interests, your secrets: Agenda ${me.agenda.title} (${me.agenda.roleName}), Vice ${me.vice.name}.`,
    v.variant === 'full' && `Schemes in hand: ${me.schemes.length ? me.schemes.map((s) => s.name).join(', ') : 'none'}.`,
    me.commit !== null && `You committed ${me.commit} Influence this round.`,
  ]);
}
