/**
 * The sheet both Vested Interests pictures are drawn on: each is drawn once, on a sheet of the budget's height
 * (render/layout.ts), and cut to the height it used; the last few are kept by what they show.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawnToFit, surface, type Surface } from '../canvas-kit';
import type { Picture } from '../picture';
import { encodePicture } from '../canvas-kit';
import { WIDTH } from './style';

/**
 * How much a crowded table gives up to stay within the budget: at 1 each player's row is one paragraph, at 2 the
 * rows leave out each player's assets (the board shows them, in the player's shape) and their counts' dots.
 */
export type Squeeze = 0 | 1 | 2;
const SQUEEZES: readonly Squeeze[] = [0, 1, 2];

/**
 * Pictures are pure functions of the view, and many steps (choosing inside an action, secret answers) leave the
 * public view unchanged, so the last few pictures are kept by view and reused instead of re-encoded.
 */
const memo = new Map<string, Promise<Picture>>();
export function remember(key: string, make: () => Promise<Picture>): Promise<Picture> {
  const hit = memo.get(key);
  if (hit) return hit;
  const made = make();
  memo.set(key, made);
  made.catch(() => memo.delete(key));
  if (memo.size > 12) memo.delete(memo.keys().next().value!);
  return made;
}

/**
 * Drawn at the first squeeze that fits the budget's height. Even the tightest over it (no seeded game comes near),
 * the picture is as tall as it needs: nothing is cut off.
 */
export async function drawn(draw: (ctx: SKRSContext2D, squeeze: Squeeze) => number, base: string, alt: string, details?: string): Promise<Picture> {
  let s: Surface | null = null;
  for (const squeeze of SQUEEZES) if ((s = drawnToFit(WIDTH, (ctx) => draw(ctx, squeeze)))) break;
  if (!s) {
    const tightest = SQUEEZES[SQUEEZES.length - 1]!;
    s = surface(WIDTH, Math.ceil(draw(surface(1, 1).ctx, tightest)));
    draw(s.ctx, tightest);
  }
  return { ...(await encodePicture(s, base)), alt, ...(details ? { details } : {}), layout: s.layout };
}
