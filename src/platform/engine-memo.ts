import type { GameEngine, PlayerId, Prompt } from '../engine/types';

/**
 * An engine whose `prompts` and `view` answer from memory for a state they have already seen. A state is never
 * changed once an engine has returned it (each answer makes a new one), yet one click asks for the same state's
 * prompts some fifteen times and its views six (the answer check, the undo text, the turn calls, the DM check, the
 * table, the panel): in Vested Interests that was 13 ms of prompts a click. The answers are frozen, so a caller
 * that changed one would fail at once instead of corrupting what the next caller reads.
 */
export function memoEngine<S, V, O extends Record<string, unknown>>(engine: GameEngine<S, V, O>): GameEngine<S, V, O> {
  const prompts = new WeakMap<object, readonly Prompt[]>();
  const views = new WeakMap<object, Map<PlayerId | null, V>>();
  return {
    ...engine,
    prompts(s) {
      if (!isObject(s)) return engine.prompts(s);
      let p = prompts.get(s);
      if (!p) prompts.set(s, (p = deepFreeze(engine.prompts(s))));
      return p;
    },
    view(s, viewer) {
      if (!isObject(s)) return engine.view(s, viewer);
      let byViewer = views.get(s);
      if (!byViewer) views.set(s, (byViewer = new Map()));
      if (!byViewer.has(viewer)) byViewer.set(viewer, deepFreeze(engine.view(s, viewer)));
      return byViewer.get(viewer)!;
    },
  };
}

const isObject = (x: unknown): x is object => typeof x === 'object' && x !== null;

function deepFreeze<T>(x: T): T {
  if (isObject(x) && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}
