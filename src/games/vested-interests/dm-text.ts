/**
 * What a seat's DMs say it holds, from its own view, by the names the rules give: its House, Agenda (with its role),
 * Vice and Schemes at the start; then each secret `secrets` finds new, in a sentence. Each is a text in no language
 * yet (src/engine/words.ts), said in the reader's.
 */
import { words } from '../../engine/words';
import { catalogue } from './cards/catalogue';
import { cardName, roleName } from './cards/names';
import type { Role } from './cards/schema';
import type { VIView } from './view';

export function dealtText(v: VIView): string {
  if (!v.me) return '';
  const house = v.players.find((p) => p.id === v.viewer)?.house;
  const schemes = v.me.schemes.map((x) => cardName(x.id));
  const agenda = { agenda: cardName(v.me.agenda.id), role: roleName(v.me.agenda.role as Role) };
  return [
    house ? words('vi:dm.house', { house: cardName(house) }) : '',
    words('vi:dm.agenda', agenda),
    words('vi:dm.vice', { vice: cardName(v.me.vice.id) }),
    schemes.length ? words('vi:dm.schemes', { schemes: schemes.join(', '), count: schemes.length }) : '',
  ].filter(Boolean).join('\n');
}

/** A Vice by the name a CIA peek keeps (view.ts), as a text: its catalogue name where the name is a Vice's. */
function viceNamed(name: string): string {
  const vice = catalogue.vices.find((x) => x.name === name);
  return vice ? cardName(vice.id) : name;
}

/** `secret` is one entry of `secrets` (view.ts): `agenda:<id>`, `vice:<id>`, `scheme:<id>` or `peek:<seat>:<Vice name>`. */
export function secretText(v: VIView, secret: unknown): string {
  const [kind, id, ...rest] = String(secret).split(':');
  if (!v.me) return words('vi:dm.somethingNew');
  switch (kind) {
    case 'agenda':
      return words('vi:dm.drewAgenda', { agenda: cardName(v.me.agenda.id), role: roleName(v.me.agenda.role as Role) });
    case 'vice':
      return words('vi:dm.dealtVice', { vice: cardName(v.me.vice.id) });
    case 'scheme': {
      const held = v.me.schemes.find((x) => x.id === id);
      return words('vi:dm.dealtScheme', { scheme: held ? cardName(held.id) : words('vi:dm.newScheme') });
    }
    case 'peek':
      return words('vi:dm.peek', { player: `{${id}}`, vice: viceNamed(rest.join(':')) });
    default:
      return words('vi:dm.somethingNew');
  }
}
