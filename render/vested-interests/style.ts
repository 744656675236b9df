import { palette } from '../canvas-kit';
import { t } from '../../src/words/translate';
import type { SeatNames } from '../picture';
import type { Option } from '../../src/engine/types';
import type { VIView } from '../../src/games/vested-interests/view';
import type { Language } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { board, cellName } from '../../src/games/vested-interests/board';

/** Both pictures are this wide: the budget's width (render/layout.ts). */
export const WIDTH = 900;
export const MARGIN = 20;

export const DISTRICT_FILL: Record<string, string> = { Delta: '#9fd3c7', Reach: '#ecd9a0', Verge: '#9cc98f', Rim: '#c3b8d6' };
export const BAY_FILL = '#8ec1e8';
export const ZONE_HATCH = 'rgba(192,38,27,0.34)';
export const MARK = '#ffd21f';
export const HOTSPOT = '#c0261b';
export const DEFENCE = '#1b5fd1';

/** The asset kinds in the order the board's key lists them. */
export const ASSET_TYPES = [
  'fossil-plant', 'monoculture', 'logging', 'motorway', 'solar', 'wind', 'forest', 'wetland', 'geothermal', 'housing', 'transport-hub', 'institution',
  'cultural-centre',
] as const;

export const BANDS: [number, number, string][] = [[440, 510, '#5fae6e'], [510, 550, '#e0b341'], [550, 600, '#e07b39'], [600, 615, '#9e1b1b']];

export const bandName = (b: string, language: Language = 'en') =>
  t(language, `vi-pictures:band.${b === 'danger' || b === 'severe' || b === 'extreme' ? b : 'collapse'}`);

/** A text the pictures write themselves (the `vi-pictures` catalogue), in the view's language. */
export const pw = (v: { language?: Language }, key: string, params: Record<string, string | number> = {}): string => t(v.language ?? 'en', `vi-pictures:${key}`, params);

/** An asset's two-letter code on its token ("Fo"), each language's own from its name (`vi-cards:asset.<type>.code`). */
export const codeOf = (v: { language?: Language }, type: string): string => t(v.language ?? 'en', `vi-cards:asset.${type}.code`);

/** A cell's name ("Re12") in the view's language: its district's letters there and its number. */
export const cellIn = (v: { language?: Language }, id: string): string => say(v.language ?? 'en', cellName(id));

/** A district's name on its own ("Reach"), in the view's language. */
export const districtIn = (v: { language?: Language }, d: string): string => t(v.language ?? 'en', `vi-cards:district.${d}.name`);

/** Where a Takeover strikes, said: a cell ("Re12") or, for a NIMBY token, its district ("Reach"). */
export const placeIn = (v: { language?: Language }, at: string): string => (board.byId.has(at) ? cellIn(v, at) : districtIn(v, at));

/** An asset kind's word in the board's key, by its code's kind. */
export const codeWord = (v: { language?: Language }, type: string): string => pw(v, `code.${type}`);

/**
 * The view with every text the game wrote said in `language` (src/words/say.ts): names, card texts, log lines and
 * results, before any drawing function reads them; seats stay `{p0}` for `withNames`.
 */
export function saidView<T>(x: T, language: Language): T {
  if (typeof x === 'string') return say(language, x) as T;
  if (Array.isArray(x)) return x.map((y: unknown) => saidView(y, language)) as T;
  if (x !== null && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, saidView(y, language)])) as T;
  return x;
}

/** The open prompt's options, their labels and hints said in `language`. */
export const saidChoices = (choices: readonly Option[], language: Language): Option[] => choices.map((o) => saidView(o, language));

/** Player names ride along with the view, so every drawing function can name seats. */
export type Named = VIView & { names?: SeatNames; language?: Language };

export const seatColour = (v: VIView, p: string | null) => {
  const i = p === null ? -1 : v.players.findIndex((x) => x.id === p);
  return i < 0 ? '#5f5f5f' : palette.seats[i % palette.seats.length]!;
};
/** A player by name; a picture drawn without the table's names (a test, a bench) names them by their House, never "Seat 2". */
export const seatName = (v: Named, p: string) => v.names?.[p] ?? v.players.find((x) => x.id === p)?.houseName ?? pw(v, 'player.unnamed');
/** Engine texts name seats as {p0}; the picture puts the player's name there. */
export const withNames = (v: Named, t: string) => t.replace(/\{(p\d+)\}/g, (_, p: string) => seatName(v, p));
