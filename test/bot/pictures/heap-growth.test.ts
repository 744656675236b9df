import { describe, expect, it } from 'vitest';
import { openDrawing } from '../../../src/bot/pictures/drawing';
import { HEAP_GROWING_PERCENT, heapGrowthApplied, heapGrowthFlag } from '../../../src/bot/pictures/heap-growth';

describe('room for a heap to grow between full collections', () => {
  it('is four times the live heap unless the operator started node with a factor of their own', () => {
    expect(HEAP_GROWING_PERCENT).toBe(300);
    expect(heapGrowthFlag(['--import', 'tsx'])).toBe('--heap-growing-percent=300');
    expect(heapGrowthFlag(['--heap-growing-percent=50'])).toBeNull();
    expect(heapGrowthFlag(['--heap_growing_percent=50'])).toBeNull();
    expect(heapGrowthFlag(['--heap-growing-percent', '50'])).toBeNull();
  });

  it('is set once a process starts picture threads', async () => {
    const drawing = openDrawing({ threads: 1 });
    try {
      expect(heapGrowthApplied()).toBe('--heap-growing-percent=300');
    } finally {
      await drawing.close();
    }
  });
});
