/**
 * Runs a game's automatic steps (refill, end of turn, scoring, game end) until none applies.
 * `step` does one step and says whether it did anything. A loop that never rests is a bug in the rules,
 * so it throws past `cap` rather than hang the process (boardgame.io's phase-loop guard).
 */
export function settleLoop(game: string, step: () => boolean, cap = 2000): void {
  for (let i = 0; i < cap; i++) if (!step()) return;
  throw new Error(`${game}: the automatic steps did not settle within ${cap} steps`);
}
