/**
 * Vested Interests pictures, drawn from views only, within the picture budget (render/layout.ts). The table is
 * the headline (whose turn, what they decide), the Dial, the board with the prompt's choices marked, then the
 * round's business and the players, or at the end the results. Each picture is drawn once, on a sheet of the
 * budget's height, and cut to the height it used.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawnToFit, surface, type Surface } from '../canvas-kit';
import type { Picture, SeatNames } from '../picture';
import type { Option } from '../../src/engine/types';
import type { VIView } from '../../src/games/vested-interests/view';
import { encodePicture } from '../canvas-kit';
import { drawPrivate } from './private';
import { type Named, WIDTH, seatName } from './style';
import { SQUEEZES, type Squeeze, drawTable } from './table';

export { cellLabels } from './board';

/**
 * Pictures are pure functions of the view, and many steps (choosing inside an action, secret answers) leave the
 * public view unchanged, so the last few pictures are kept by view and reused instead of re-encoded.
 */
const memo = new Map<string, Promise<Picture>>();
function remember(key: string, make: () => Promise<Picture>): Promise<Picture> {
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
async function drawn(draw: (ctx: SKRSContext2D, squeeze: Squeeze) => number, base: string, alt: string): Promise<Picture> {
  let s: Surface | null = null;
  for (const squeeze of SQUEEZES) if ((s = drawnToFit(WIDTH, (ctx) => draw(ctx, squeeze)))) break;
  if (!s) {
    const tightest = SQUEEZES[SQUEEZES.length - 1]!;
    s = surface(WIDTH, Math.ceil(draw(surface(1, 1).ctx, tightest)));
    draw(s.ctx, tightest);
  }
  return { ...(await encodePicture(s, base)), alt, layout: s.layout };
}

export function renderVestedInterestsTable(v: VIView, names?: SeatNames, choices: readonly Option[] = []): Promise<Picture> {
  const nv: Named = { ...v, ...(names ? { names } : {}) };
  return remember(`t${JSON.stringify(nv)}${JSON.stringify(choices.map((o) => o.value))}`, () => {
    const alt = v.final
      ? `Vested Interests over at ${v.dial} ppm: ${v.final.summary}`
      : `Vested Interests round ${v.round} of ${v.rounds}: the Dial at ${v.dial} ppm, projection ${v.projection}.`;
    return drawn((ctx, squeeze) => drawTable(ctx, nv, choices, squeeze), 'vested-interests', alt.replace(/\{(p\d+)\}/g, (_, p: string) => seatName(nv, p)));
  });
}

/** One seat's secrets: Agenda, Vice, Scheme hand, this round's commitment and ballot, CIA peeks. */
export function renderVestedInterestsPrivate(v: VIView, names?: SeatNames): Promise<Picture | null> {
  const me = v.me;
  if (!me) return Promise.resolve(null);
  const nv: Named = { ...v, ...(names ? { names } : {}) };
  return remember(`p${v.viewer}${JSON.stringify(me)}${JSON.stringify(v.players.map((p) => p.seat))}${JSON.stringify(names ?? null)}`, () =>
    drawn((ctx) => drawPrivate(ctx, nv), 'vested-interests-secrets', `Your Agenda ${me.agenda.title}, Vice ${me.vice.name}, ${me.schemes.length} Scheme${me.schemes.length === 1 ? '' : 's'} in hand.`));
}
