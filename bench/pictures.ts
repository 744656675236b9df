import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Option } from '../src/engine/types';
import { modules as shipped } from '../src/modules';
import type { Picture } from '../src/platform/module';
import { publicDecisions } from '../src/platform/telling/public-prompt';
import { playerIdOf } from '../src/platform/table/seat-ids';
import { seatNames } from '../src/platform/table/seat-names';
import { promptsOf } from '../src/platform/table/open-prompts';
import { canvasPixels } from '../render/canvas-kit';
import { pngSync } from '../render/png';
import { goldenFiles, goldenStates } from '../test/render/golden-states';
import { onThread } from './on-thread';
import { percentile } from './percentile';

/**
 * What a picture costs, per game: over the golden games' start, middle and end states, the table picture (with the
 * open public prompt's choices) and the first seat's private picture, each drawn as a picture worker draws it, on a
 * thread of its own.
 * `render` is the module's call as shipped, drawing and encoding; `encode` is the shipped encoder (render/png.ts:
 * reading the canvas's pixels, and deflating them) run again on the same pixels, already drawn, and `draw` is the
 * render less that encode. Every figure in ms is CPU time of the whole process (every thread), measured one
 * picture at a time.
 */

interface Sample {
  w: number;
  h: number;
  bytes: number;
  render: number;
  encode: number;
}

/**
 * A call's CPU time, with one turn of the event loop after it, as a picture worker has between jobs: Node frees the
 * native buffers a picture leaves (its pixels read from the canvas) in that turn, and what that costs is the
 * picture's. Without the turn a loop of pictures keeps every picture's pixels until it ends, each on fresh memory.
 */
export async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const before = process.cpuUsage();
  const value = await f();
  await new Promise((resolve) => setImmediate(resolve));
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, value };
}

/** The picture's size, and the shipped encoder's CPU on its pixels (drawn on a canvas and rasterised first). */
async function encodeCost(picture: Picture): Promise<Omit<Sample, 'render'>> {
  const img = await loadImage(picture.png);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  // Reading one pixel makes the canvas draw what it holds, so the encode below times no drawing.
  ctx.getImageData(0, 0, 1, 1);
  const e = await timed(async () => pngSync(canvasPixels(ctx, img.width, img.height)));
  return { w: img.width, h: img.height, bytes: picture.png.length, encode: e.ms };
}

function states(game: string, files: number) {
  return goldenFiles(game)
    .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / files)) === 0)
    .slice(0, files)
    .flatMap((f) => goldenStates(f).states.map((x) => x.session));
}

/** Each game's picture costs, measured on a thread of their own, as a picture worker draws them. */
export function measurePictures(files = Number(process.env.BENCH_PICTURE_GAMES ?? 4)): Promise<Record<string, string | number>[]> {
  return onThread(new URL(import.meta.url), 'measurePicturesHere', files);
}

/** Each game's picture costs, on this thread. */
export async function measurePicturesHere(files: number): Promise<Record<string, string | number>[]> {
  const rows = [];
  for (const mod of shipped.values()) {
    // What a picture worker is given, made first: the replayed games are then garbage, not live heap that every
    // collection during the pictures would mark (a worker's heap holds the games' modules and little else).
    const jobs = states(mod.engine.id, files).map((s) => {
      const open = publicDecisions(s, mod.engine).prompts;
      return {
        names: seatNames(s),
        table: mod.engine.view(s.state, null),
        choices: (open.length === 1 ? (open[0]!.options ?? undefined) : undefined) as readonly Option[] | undefined,
        mine: mod.engine.view(s.state, playerIdOf(0)),
        myChoices: promptsOf(s, mod.engine, playerIdOf(0))[0]?.options,
      };
    });
    const table: Sample[] = [];
    const priv: Sample[] = [];
    // Every render first, then the encodes again: the encodes' garbage would otherwise be collected during the
    // renders after them and count as theirs.
    const drawn: { into: Sample[]; ms: number; picture: Picture }[] = [];
    // A worker has drawn before: its fonts are loaded and its drawing code compiled. The warm-up pictures carry
    // other names, so no picture timed below is one a renderer remembers from them.
    for (const j of jobs.slice(0, 2)) {
      const names = Object.fromEntries(Object.keys(j.names).map((k) => [k, `warm ${k}`]));
      await mod.renderTable(j.table, names, j.choices);
      await mod.renderPrivate(j.mine, names, j.myChoices);
    }
    for (const j of jobs) {
      const t = await timed(() => mod.renderTable(j.table, j.names, j.choices));
      drawn.push({ into: table, ms: t.ms, picture: t.value });
      const p = await timed(() => mod.renderPrivate(j.mine, j.names, j.myChoices));
      if (p.value) drawn.push({ into: priv, ms: p.ms, picture: p.value });
    }
    for (const d of drawn) d.into.push({ ...(await encodeCost(d.picture)), render: d.ms });
    for (const [picture, xs] of [['table', table], ['private', priv]] as const) {
      if (!xs.length) continue;
      const p = (f: (x: Sample) => number) => `${percentile(xs.map(f), 0.5).toFixed(0)} / ${percentile(xs.map(f), 0.95).toFixed(0)}`;
      rows.push({
        game: mod.engine.id,
        picture,
        n: xs.length,
        'w×h p50': `${percentile(xs.map((x) => x.w), 0.5)}×${percentile(xs.map((x) => x.h), 0.5)}`,
        'w×h max': `${Math.max(...xs.map((x) => x.w))}×${Math.max(...xs.map((x) => x.h))}`,
        'kB p50 / max': `${(percentile(xs.map((x) => x.bytes), 0.5) / 1024).toFixed(0)} / ${(Math.max(...xs.map((x) => x.bytes)) / 1024).toFixed(0)}`,
        'render ms p50 / p95': p((x) => x.render),
        'render ms max': +Math.max(...xs.map((x) => x.render)).toFixed(0),
        'draw ms p50 / p95': p((x) => Math.max(0, x.render - x.encode)),
        'encode ms p50 / p95': p((x) => x.encode),
      });
    }
  }
  return rows;
}
