import Piscina from 'piscina';
import type { PictureJob, PictureJobResult } from './job';

type Pool = Piscina<PictureJob, PictureJobResult>;

/**
 * The table-drawing threads of a process, shared by the bots it runs: each thread takes seconds to load the games,
 * and a process that starts a bot again (an in-process restart, one test table after another) would pay that each
 * time. A pool nobody holds is kept for a while in case a bot asks for one again, then destroyed; its idle threads
 * never hold the process open meanwhile.
 */
const LINGER_MS = 30_000;

interface Held {
  pool: Pool;
  users: number;
  linger: NodeJS.Timeout | null;
}

const pools = new Map<string, Held>();

export interface PoolSpec {
  filename: string;
  threads: number;
  niceIncrement: number;
}

/** A warm pool of `spec`'s shape, and the function that lets it go (once). */
export function holdPool(spec: PoolSpec): { pool: Pool; release: () => void } {
  const key = `${spec.filename} ${spec.threads} ${spec.niceIncrement}`;
  let held = pools.get(key);
  if (!held) {
    // atomics 'disabled': a worker goes back to its event loop between pictures. Waiting on Atomics instead never let
    // it run the finalizers that free a picture's native pixels (about 5 MB a picture, 23 GB in a busy bot).
    const pool: Pool = new Piscina({ filename: spec.filename, minThreads: spec.threads, maxThreads: spec.threads, idleTimeout: Infinity, niceIncrement: spec.niceIncrement, atomics: 'disabled' });
    held = { pool, users: 0, linger: null };
    pools.set(key, held);
  }
  const h = held;
  if (h.linger) clearTimeout(h.linger);
  h.linger = null;
  h.users++;
  let released = false;
  return {
    pool: h.pool,
    release() {
      if (released) return;
      released = true;
      if (--h.users > 0) return;
      h.linger = setTimeout(() => {
        pools.delete(key);
        void h.pool.destroy();
      }, LINGER_MS);
      h.linger.unref();
    },
  };
}
