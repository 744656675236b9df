import { Worker } from 'node:worker_threads';

/**
 * Runs `fn(args)` of a bench module on a worker thread of its own and gives back its result. Pictures are drawn on
 * picture workers in the bot, and a worker draws them another way than the main thread does (it compresses on its
 * own thread and keeps its buffers), so the bench measures them where the bot draws them.
 */
export function onThread<T>(module: URL, fn: string, args: unknown): Promise<T> {
  const worker = new Worker(new URL('./on-thread-worker.mjs', import.meta.url), { workerData: { module: module.href, fn, args } });
  return new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the bench thread for ${fn} exited with ${code} before it answered`)));
  }).finally(() => void worker.terminate());
}
