import type { CardEntry, Option } from '../../engine/types';
import type { GameRecord } from '../../platform/after-game/game-record';
import type { SeatNames } from '../../platform/module';
import type { Refusal } from '../../platform/words/refusals';
import type { Language } from '../../words/locales';

/**
 * What a picture worker is asked to draw, as plain data (it crosses to another thread by structured clone): a
 * game's table or private picture from a view, one card of its catalogue, or a finished game's replay as an animated GIF.
 */
export type PictureJob =
  /** `language`: what the picture's texts are said in (the table's; a seat's own for its private picture); English when not given. */
  | { kind: 'table'; game: string; view: unknown; names?: SeatNames; choices?: readonly Option[]; language?: Language }
  | { kind: 'private'; game: string; view: unknown; names?: SeatNames; choices?: readonly Option[]; language?: Language }
  | { kind: 'replay'; game: string; record: GameRecord }
  /** One card of a game's catalogue, for /game card. */
  | { kind: 'card'; game: string; card: CardEntry }
  /** Nothing to draw: answered once the worker has loaded the games, so the first real picture is not slow. */
  | { kind: 'warm' };

/** A job that draws something. */
export type DrawJob = Exclude<PictureJob, { kind: 'warm' }>;

/** A drawn picture as it comes back: the encoded bytes arrive as a Uint8Array, not a Buffer. */
export interface DrawnPicture {
  png: Uint8Array;
  name: string;
  alt: string;
}

/** `ms`: the drawing thread's time for the job; `thread`: that thread's id (0 is the main thread). */
export type PictureJobResult =
  | { kind: 'picture'; picture: DrawnPicture | null; ms: number; thread: number }
  | { kind: 'replay'; outcome: { ok: true; gif: Uint8Array; frames: number } | { ok: false; error: Refusal }; ms: number; thread: number }
  | { kind: 'warm'; ms: 0; thread: number };
