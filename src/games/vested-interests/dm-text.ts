/**
 * What a seat's DMs say it holds, from its own view, by the names the rules give: its House, Agenda (with its role),
 * Vice and Schemes at the start; then each secret `secrets` finds new, in a sentence.
 */
import type { VIView } from './view';

export function dealtText(v: VIView): string {
  if (!v.me) return '';
  const house = v.players.find((p) => p.id === v.viewer)?.houseName;
  const schemes = v.me.schemes.map((x) => x.name);
  return [
    house ? `Your House: ${house}.` : '',
    `Your secret Agenda: ${v.me.agenda.title} (${v.me.agenda.roleName}).`,
    `Your secret Vice: ${v.me.vice.name}.`,
    schemes.length ? `Your Schemes: ${schemes.join(', ')}.` : '',
  ].filter(Boolean).join('\n');
}

/** `secret` is one entry of `secrets` (view.ts): `agenda:<id>`, `vice:<id>`, `scheme:<id>` or `peek:<seat>:<Vice name>`. */
export function secretText(v: VIView, secret: unknown): string {
  const [kind, id, ...rest] = String(secret).split(':');
  if (!v.me) return 'You were dealt something new.';
  switch (kind) {
    case 'agenda':
      return `You drew an Agenda: ${v.me.agenda.title} (${v.me.agenda.roleName}).`;
    case 'vice':
      return `You were dealt a Vice: ${v.me.vice.name}.`;
    case 'scheme':
      return `You were dealt a Scheme: ${v.me.schemes.find((x) => x.id === id)?.name ?? 'a new one'}.`;
    case 'peek':
      return `You saw {${id}}'s Vice: ${rest.join(':')}.`;
    default:
      return 'You were dealt something new.';
  }
}
