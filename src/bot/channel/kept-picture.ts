import type { Picture } from '../../platform/module';
import type { TablePayload } from '../views/table-view';

/** The same picture, file name and alt text: the attachment on the message already shows it. */
export const samePicture = (a: Picture | null | undefined, b: Picture | null | undefined): boolean =>
  !!a && !!b && (a === b || (a.name === b.name && a.alt === b.alt && a.png.equals(b.png)));

/** The payload without its files: the edit keeps the message's attachment (discord-port.ts), nothing is uploaded. */
export function withoutFiles({ files: _kept, ...rest }: TablePayload): TablePayload {
  return rest;
}
