import type { Upload } from '../attachments.js';
import type { PayloadFile } from '../limits.js';

export function payloadFiles(uploads: readonly Upload[]): PayloadFile[] {
  return uploads.map((u) => ({ name: u.filename, size: u.data.length }));
}
