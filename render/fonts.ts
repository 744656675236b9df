import { GlobalFonts } from '@napi-rs/canvas';
import { fileURLToPath } from 'node:url';

/** The fonts ship with the project, so every machine draws the same letters. */
export const FONT = 'Hothouse Sans';
const FONT_MONO = 'Hothouse Mono';

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  const dir = fileURLToPath(new URL('./fonts/', import.meta.url));
  GlobalFonts.registerFromPath(`${dir}DejaVuSans.ttf`, FONT);
  GlobalFonts.registerFromPath(`${dir}DejaVuSans-Bold.ttf`, FONT);
  GlobalFonts.registerFromPath(`${dir}DejaVuSansMono.ttf`, FONT_MONO);
  registered = true;
}
