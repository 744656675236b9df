/** Expected failures of store operations travel as values; `detail` is for logs and operators. */
export type StoreResult<T, E extends string> =
  | { ok: true; value: T }
  | { ok: false; error: E; detail?: string };

export const stored = <T>(value: T): StoreResult<T, never> => ({ ok: true, value });

export const refused = <E extends string>(error: E, detail?: string): StoreResult<never, E> =>
  detail === undefined ? { ok: false, error } : { ok: false, error, detail };
