// A bench thread (bench/on-thread.ts): a worker thread does not inherit the TypeScript loader of the process that
// started it under every runner, so it registers tsx itself, then runs the one function it was given.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const mod = await import(workerData.module);
parentPort.postMessage(await mod[workerData.fn](workerData.args));
