import type { Option } from '../../src/engine/types';
import { t } from '../../src/words/translate';
import { altText } from '../alt';
import { headline } from './headline';
import { bandName, type Named, pw, seatName, withNames } from './style';

const dialParams = (v: Named) => ({ dial: v.dial, band: bandName(v.band, v.language), projection: v.projection });
const meansParams = (v: Named, p: Named['players'][number]) => ({ name: seatName(v, p.id), capital: p.capital, influence: p.influence, legacy: p.legacy });

/** The table's alt text: the game, round, whose move and what they decide, the Dial, the winner, then each player. */
export function tableAlt(v: Named, choices: readonly Option[]): string {
  const language = v.language ?? 'en';
  const players = v.players.map((p) =>
    p.final ? pw(v, 'alt.playerFinal', { ...meansParams(v, p), total: p.final.total }) : pw(v, 'alt.player', meansParams(v, p)),
  );
  return altText(
    [
      pw(v, 'alt.head', { headline: headline(v, choices) }),
      v.final && withNames(v, v.final.summary),
      pw(v, 'alt.dial', dialParams(v)),
      !v.final && v.initiative && pw(v, 'alt.initiative', { name: v.initiative.name, kind: t(language, `vi:describe.kind.${v.initiative.kind}`) }),
      ...players,
    ],
    language,
  );
}

/** The state a decision rests on, for the table message's text: the round, the Dial and each player's means. */
export function tableState(v: Named): string {
  const players = v.players.map((p) => pw(v, 'state.player', meansParams(v, p)));
  return pw(v, 'state.line', { round: v.round, rounds: v.rounds, ...dialParams(v), players: players.join(' · ') });
}

/** The private picture's alt text: what the seat holds. */
export function privateAlt(v: Named): string {
  const me = v.me!;
  return altText(
    [
      pw(v, 'alt.secrets', { title: me.agenda.title, role: me.agenda.roleName, vice: me.vice.name }),
      v.variant === 'full' && (me.schemes.length ? pw(v, 'alt.schemes', { names: me.schemes.map((s) => s.name).join(', ') }) : pw(v, 'alt.schemesNone')),
      me.commit !== null && pw(v, 'alt.committed', { count: me.commit }),
    ],
    v.language ?? 'en',
  );
}
