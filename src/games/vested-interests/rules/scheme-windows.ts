/**
 * Schemes: opening a window. Apart from schemes.ts, which resolves the windows into builds and Takeovers, because
 * those rules open windows themselves: together they would import each other.
 */
import type { PlayerId } from '../../../engine/types';
import type { VIState, WindowKind } from '../state';

export function openWindow(s: VIState, window: WindowKind, actor: PlayerId | null): void {
  s.stage = { kind: 'window', window, actor, answers: {} };
  s.seq += 1;
}
