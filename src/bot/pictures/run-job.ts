import { threadId } from 'node:worker_threads';
import type { GameModule } from '../../platform/module';
import type { DrawJob, PictureJobResult } from './job';
import { replayGif } from './replay-picture';

/** Draws one job with a game's renderers, timed: on a picture worker (picture-worker.ts) or on this thread. */
export async function runJob(mod: GameModule, job: DrawJob): Promise<PictureJobResult> {
  const t = performance.now();
  if (job.kind === 'replay') {
    const r = await replayGif(mod, job.record);
    return { kind: 'replay', outcome: r.ok ? { ok: true, gif: r.value.gif, frames: r.value.frames } : r, ms: performance.now() - t, thread: threadId };
  }
  const p =
    job.kind === 'card' ? ((await mod.renderCard?.(job.card)) ?? null)
    : job.kind === 'table' ? await mod.renderTable(job.view, job.names, job.choices, job.language)
    : await mod.renderPrivate(job.view, job.names, job.choices, job.language);
  // The layout (kept for the layout test) is left behind: only the bytes and their names are sent on.
  return { kind: 'picture', picture: p && { png: p.png, name: p.name, alt: p.alt }, ms: performance.now() - t, thread: threadId };
}
