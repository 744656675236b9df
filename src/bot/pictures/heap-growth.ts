import { setFlagsFromString } from 'node:v8';

/**
 * How far a heap may grow past what its last full collection kept before V8 collects it in full again: 300% (four
 * times the live heap), the largest factor V8 picks on its own when collecting is cheap.
 *
 * A picture thread reads about 5 MB of pixels a picture into buffers outside its heap, and V8 counts that memory
 * against the heap's room to grow. With the factor V8 chose for these threads (under 2), a thread collected its whole
 * heap every two or three pictures: in the open-loop bench at 200 games about 80 full collections in 30 s, whose
 * marking on V8's helper threads was a third of the process's CPU. At four times the live heap they collected twice,
 * CPU a click fell by a fifth, and the process's memory grew by about a twentieth (the pixels' buffers are freed as
 * before; only the collections that find them come less often). V8 still holds every heap under its maximum size
 * (`--max-old-space-size`).
 */
export const HEAP_GROWING_PERCENT = 300;

const FLAG = '--heap-growing-percent';

/** The V8 flag to set, or null when the process was started with its own (an operator's choice stands). */
export function heapGrowthFlag(execArgv: readonly string[]): string | null {
  return execArgv.some((a) => a === FLAG || a.startsWith(`${FLAG}=`) || a === '--heap_growing_percent' || a.startsWith('--heap_growing_percent=')) ? null : `${FLAG}=${HEAP_GROWING_PERCENT}`;
}

let applied: string | null = null;

/**
 * Sets the factor for every heap of this process, before its picture threads start. V8's flags are the process's,
 * not a thread's: the thread that answers clicks gets the same room, which spares it full collections too.
 */
export function letHeapsGrow(execArgv: readonly string[] = process.execArgv): void {
  const flag = heapGrowthFlag(execArgv);
  if (!flag || applied === flag) return;
  setFlagsFromString(flag);
  applied = flag;
}

/** The flag this process has set, if any. */
export const heapGrowthApplied = (): string | null => applied;
