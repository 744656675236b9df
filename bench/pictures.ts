import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Option } from '../src/engine/types';
import { modules as shipped } from '../src/modules';
import type { GameModule, Picture } from '../src/platform/module';
import { publicDecisions } from '../src/platform/public-prompt';
import { playerIdOf, promptsOf, seatNames } from '../src/platform/session';
import type { Session } from '../src/platform/session-schema';
import { goldenFiles, goldenStates } from '../test/render/golden-states';
import { percentile } from './percentile';

/**
 * What a picture costs, per game: over the golden games' start, middle and end states, the table picture (with the
 * open public prompt's choices) and the first seat's private picture. `render` is the module's call as shipped
 * (drawing and encoding); the same pixels are then encoded again as PNG, lossless WebP and WebP at quality 80, so
 * the formats are compared on identical pictures, and `draw` is the render less the encode of its shipped format.
 * Every figure in ms is CPU time.
 */

interface Sample {
  w: number;
  h: number;
  bytes: number;
  render: number;
  png: { ms: number; bytes: number };
  webpLossless: { ms: number; bytes: number };
  webp80: { ms: number; bytes: number };
  /** Shipped as WebP: the shipped encoders are PNG and lossless WebP. */
  shippedWebp: boolean;
}

/**
 * The process's CPU time over the call (every thread: the encoders run on libuv's pool), not the wall time, which
 * on a shared machine mostly measures the queue. The samples run one at a time, so the CPU is theirs.
 */
async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const before = process.cpuUsage();
  const value = await f();
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, value };
}

/** The picture's pixels encoded in each format, on a fresh canvas. */
async function formats(picture: Picture): Promise<Omit<Sample, 'render'>> {
  const img = await loadImage(picture.png);
  const canvas = createCanvas(img.width, img.height);
  canvas.getContext('2d').drawImage(img, 0, 0);
  const enc = async (f: () => Promise<Buffer>) => {
    const e = await timed(f);
    return { ms: e.ms, bytes: e.value.length };
  };
  return {
    w: img.width,
    h: img.height,
    bytes: picture.png.length,
    png: await enc(() => canvas.encode('png')),
    // Skia encodes WebP losslessly at quality 100.
    webpLossless: await enc(() => canvas.encode('webp', 100)),
    webp80: await enc(() => canvas.encode('webp', 80)),
    shippedWebp: picture.name.endsWith('.webp'),
  };
}

function states(game: string, files: number): Session[] {
  return goldenFiles(game)
    .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / files)) === 0)
    .slice(0, files)
    .flatMap((f) => goldenStates(f).states.map((x) => x.session));
}

export async function measurePictures(mods: readonly GameModule[] = [...shipped.values()], files = Number(process.env.BENCH_PICTURE_GAMES ?? 4)) {
  const rows = [];
  for (const mod of mods) {
    const table: Sample[] = [];
    const priv: Sample[] = [];
    // Every render first, then the format comparisons: the comparisons' garbage would otherwise be collected
    // during the renders after them and count as theirs.
    const drawn: { into: Sample[]; ms: number; picture: Picture }[] = [];
    for (const s of states(mod.engine.id, files)) {
      const names = seatNames(s);
      const open = publicDecisions(s, mod.engine).prompts;
      const choices: readonly Option[] | undefined = open.length === 1 ? (open[0]!.options ?? undefined) : undefined;
      const t = await timed(() => mod.renderTable(mod.engine.view(s.state, null), names, choices));
      drawn.push({ into: table, ms: t.ms, picture: t.value });
      const p = await timed(() => mod.renderPrivate(mod.engine.view(s.state, playerIdOf(0)), names, promptsOf(s, mod.engine, playerIdOf(0))[0]?.options));
      if (p.value) drawn.push({ into: priv, ms: p.ms, picture: p.value });
    }
    for (const d of drawn) d.into.push({ ...(await formats(d.picture)), render: d.ms });
    for (const [picture, xs] of [['table', table], ['private', priv]] as const) {
      if (!xs.length) continue;
      const p = (f: (x: Sample) => number) => `${percentile(xs.map(f), 0.5).toFixed(0)} / ${percentile(xs.map(f), 0.95).toFixed(0)}`;
      const kb = (f: (x: Sample) => number) => `${(percentile(xs.map(f), 0.5) / 1024).toFixed(0)} / ${(Math.max(...xs.map(f)) / 1024).toFixed(0)}`;
      const shipped = (x: Sample) => (x.shippedWebp ? x.webpLossless.ms : x.png.ms);
      rows.push({
        game: mod.engine.id,
        picture,
        n: xs.length,
        'w×h max': `${Math.max(...xs.map((x) => x.w))}×${Math.max(...xs.map((x) => x.h))}`,
        'render CPU ms p50/p95': p((x) => x.render),
        'render CPU ms max': +Math.max(...xs.map((x) => x.render)).toFixed(0),
        'draw ms p50/p95': p((x) => Math.max(0, x.render - shipped(x))),
        'PNG ms p50/p95': p((x) => x.png.ms),
        'PNG kB p50/max': kb((x) => x.png.bytes),
        'WebP lossless ms p50/p95': p((x) => x.webpLossless.ms),
        'WebP lossless kB p50/max': kb((x) => x.webpLossless.bytes),
        'WebP q80 ms p50/p95': p((x) => x.webp80.ms),
        'WebP q80 kB p50/max': kb((x) => x.webp80.bytes),
        'sent kB p50/max': kb((x) => x.bytes),
      });
    }
  }
  return rows;
}
