import { threadId } from 'node:worker_threads';
import { modules } from '../../modules';
import { runJob } from './run-job';
import type { PictureJob, PictureJobResult } from './job';

/** A picture worker's one task, run by the pool in drawing.ts on a thread of its own: a job for a shipped game. */
export default async function draw(job: PictureJob): Promise<PictureJobResult> {
  if (job.kind === 'warm') return { kind: 'warm', ms: 0, thread: threadId };
  const mod = modules.get(job.game);
  if (!mod) throw new Error(`the picture worker has no game ${JSON.stringify(job.game)}`);
  return runJob(mod, job);
}
