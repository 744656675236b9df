import { matchPattern } from './http/router.js';
import type { Json } from './json.js';

export interface FaultOptions {
  /** Seconds, for 429s (sent as `retry-after` and `retry_after`). Default 0.1. */
  retryAfter?: number;
  /** Discord error code for non-429 answers. Default 0. */
  code?: number;
  message?: string;
}

export interface Fault {
  pattern: string | RegExp;
  status: number;
  remaining: number;
  options: FaultOptions;
}

export interface FaultAnswer {
  status: number;
  headers: Record<string, string>;
  body: Json;
}

/**
 * `failNext('POST /channels/:id/messages', 429)` makes the next matching request fail. A string
 * pattern is `[METHOD ]/path` with `:param` segments and a trailing `*`; a RegExp is tested
 * against `METHOD /path`.
 */
export class FaultInjector {
  private readonly faults: Fault[] = [];

  add(pattern: string | RegExp, status: number, count = 1, options: FaultOptions = {}): void {
    this.faults.push({ pattern, status, remaining: count, options });
  }

  get pending(): readonly Fault[] {
    return this.faults.filter((f) => f.remaining > 0);
  }

  /** Consume and describe the failure for this request, if one is armed. */
  take(method: string, path: string): FaultAnswer | null {
    const fault = this.faults.find((f) => f.remaining > 0 && matches(f.pattern, method, path));
    if (!fault) return null;
    fault.remaining -= 1;
    return answer(fault);
  }
}

function matches(pattern: string | RegExp, method: string, path: string): boolean {
  if (pattern instanceof RegExp) return pattern.test(`${method} ${path}`);
  const space = pattern.indexOf(' ');
  const wantMethod = space > 0 ? pattern.slice(0, space).toUpperCase() : null;
  const wantPath = space > 0 ? pattern.slice(space + 1) : pattern;
  if (wantMethod && wantMethod !== method) return false;
  return matchPattern(wantPath, path) !== null;
}

function answer(fault: Fault): FaultAnswer {
  if (fault.status === 429) {
    const retryAfter = fault.options.retryAfter ?? 0.1;
    return {
      status: 429,
      headers: {
        'retry-after': String(retryAfter),
        'x-ratelimit-limit': '5',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset-after': retryAfter.toFixed(3),
        'x-ratelimit-reset': ((Date.now() + retryAfter * 1000) / 1000).toFixed(3),
        'x-ratelimit-scope': 'user',
      },
      body: { message: 'You are being rate limited.', retry_after: retryAfter, global: false },
    };
  }
  const message = fault.options.message ?? (fault.status >= 500 ? `${fault.status}: Internal Server Error` : `${fault.status}: Injected failure`);
  return { status: fault.status, headers: {}, body: { message, code: fault.options.code ?? 0 } };
}
