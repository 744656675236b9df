import type { Picture } from '../../platform/module';
import type { TablePayload } from './table-view';

/** The same picture, file name and alt text: the attachment on the message already shows it. */
export const samePicture = (a: Picture | null | undefined, b: Picture | null | undefined): boolean =>
  !!a && !!b && (a === b || (a.name === b.name && a.alt === b.alt && a.png.equals(b.png)));

/** The payload without its files: the edit keeps the message's attachment (src/bot/channel/discord-port.ts), nothing is uploaded. */
export function withoutFiles({ files: _kept, ...rest }: TablePayload): TablePayload {
  return rest;
}

/** The payload to edit a message showing `before` with: without its files when its picture is the one already there. */
export const keptPicture = (payload: TablePayload, before: Picture | null | undefined, picture: Picture | null | undefined): TablePayload =>
  samePicture(before, picture) ? withoutFiles(payload) : payload;
