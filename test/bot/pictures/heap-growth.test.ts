import { afterEach, describe, expect, it, vi } from 'vitest';

const setFlags = vi.hoisted(() => vi.fn());
vi.mock('node:v8', async (importOriginal) => ({ ...(await importOriginal<typeof import('node:v8')>()), setFlagsFromString: setFlags }));

const { HEAP_GROWING_PERCENT, heapGrowthFlag, letHeapsGrow } = await import('../../../src/bot/pictures/heap-growth');
const { openDrawing } = await import('../../../src/bot/pictures/drawing');

afterEach(() => setFlags.mockClear());

describe('room for a heap to grow between full collections', () => {
  it('is four times the live heap unless the operator started node with a factor of their own', () => {
    expect(HEAP_GROWING_PERCENT).toBe(300);
    expect(heapGrowthFlag(['--import', 'tsx'])).toBe('--heap-growing-percent=300');
    expect(heapGrowthFlag(['--heap-growing-percent=50'])).toBeNull();
    expect(heapGrowthFlag(['--heap_growing_percent=50'])).toBeNull();
    expect(heapGrowthFlag(['--heap-growing-percent', '50'])).toBeNull();
  });

  it('is set before a process starts its picture threads, and left alone when it draws on its own thread', async () => {
    const withThreads = openDrawing({ threads: 1 });
    expect(setFlags).toHaveBeenCalledWith('--heap-growing-percent=300');
    await withThreads.close();
    setFlags.mockClear();
    const here = openDrawing({ threads: 0 });
    expect(setFlags).not.toHaveBeenCalled();
    await here.close();
  });

  it("keeps an operator's own factor", () => {
    letHeapsGrow(['--heap-growing-percent=120']);
    expect(setFlags).not.toHaveBeenCalled();
    letHeapsGrow([]);
    expect(setFlags).toHaveBeenCalledTimes(1);
  });
});
