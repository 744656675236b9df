import { err, ok, type Result } from '../engine/result';

/** Expected failures of store operations travel as values, in `Result`'s shape; `detail` is for logs and operators. */
export type StoreResult<T, E extends string> = Result<T, E> & { detail?: string };

export const stored = ok;

export const refused = <E extends string>(error: E, detail?: string): StoreResult<never, E> =>
  detail === undefined ? err(error) : { ...err(error), detail };
