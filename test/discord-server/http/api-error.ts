import type { Json } from '../json.js';

/** An error answered in Discord's shape: `{ code, message, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Json,
  ) {
    super(message);
  }

  body(): Json {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }

  headers(): Record<string, string> {
    return {};
  }
}

/** A 429 that carries its own error code, as Discord sends for some limits (30046): `retry_after` in body and header. */
class LimitError extends ApiError {
  constructor(
    code: number,
    message: string,
    readonly retryAfter: number,
  ) {
    super(429, code, message);
  }

  override body(): Json {
    return { ...super.body(), retry_after: this.retryAfter, global: false };
  }

  override headers(): Record<string, string> {
    return { 'retry-after': String(this.retryAfter) };
  }
}

/** Discord caps the edits of messages older than an hour; the fake allows none (Discord does not say how many). */
export const oldMessageEdits = () => new LimitError(30046, 'Maximum number of edits to messages older than 1 hour reached. Try again later.', 60);

export const Unknown = {
  channel: () => new ApiError(404, 10003, 'Unknown Channel'),
  guild: () => new ApiError(404, 10004, 'Unknown Guild'),
  member: () => new ApiError(404, 10007, 'Unknown Member'),
  message: () => new ApiError(404, 10008, 'Unknown Message'),
  user: () => new ApiError(404, 10013, 'Unknown User'),
  webhook: () => new ApiError(404, 10015, 'Unknown Webhook'),
  interaction: () => new ApiError(404, 10062, 'Unknown interaction'),
  command: () => new ApiError(404, 10063, 'Unknown application command'),
  application: () => new ApiError(404, 10002, 'Unknown Application'),
};

/** Turn `path: problem` strings into Discord's nested `errors` object for a 50035. */
export function invalidFormBody(problems: readonly string[]): ApiError {
  const errors: Json = {};
  for (const problem of problems) {
    const split = problem.indexOf(': ');
    const path = split > 0 ? problem.slice(0, split) : '_';
    const message = split > 0 ? problem.slice(split + 2) : problem;
    let node = errors;
    for (const key of path.split('.')) {
      const next = node[key];
      node = (typeof next === 'object' && next !== null ? next : (node[key] = {})) as Json;
    }
    const list = (node._errors ??= []) as Json[];
    list.push({ code: 'FAKE_DISCORD_LIMIT', message });
  }
  return new ApiError(400, 50035, 'Invalid Form Body', errors);
}
