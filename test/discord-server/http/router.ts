import type { Upload } from '../attachments.js';

export interface ApiRequest {
  /** Order of arrival, shared with the activity tracker. */
  seq: number;
  method: string;
  /** Path below `/api/vNN`, e.g. `/channels/123/messages`. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  uploads: Upload[];
  authorization: string | undefined;
}

export interface ApiResponse {
  status: number;
  body?: unknown;
}

export type RouteHandler = (req: ApiRequest) => ApiResponse | Promise<ApiResponse>;

export interface Route {
  method: string;
  /** `/channels/:channelId/messages`; `:name` matches one path segment. */
  pattern: string;
  /** Interaction callbacks and webhook routes are called without the bot token. */
  auth: boolean;
  handler: RouteHandler;
}

/** Match `/a/:x/b` against a concrete path; returns the captured params or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i];
    if (w === '*') return params;
    if (h === undefined) return null;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(h);
    else if (w !== h) return null;
  }
  return have.length === want.length ? params : null;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: RouteHandler, options: { auth?: boolean } = {}): void {
    this.routes.push({ method, pattern, handler, auth: options.auth ?? true });
  }

  /** Literal segments win over parameters, so `/users/@me` is found before `/users/:userId`. */
  find(method: string, path: string): { route: Route; params: Record<string, string> } | null {
    let best: { route: Route; params: Record<string, string>; literals: number } | null = null;
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const params = matchPattern(route.pattern, path);
      if (!params) continue;
      const literals = route.pattern.split('/').filter((s) => s && !s.startsWith(':')).length;
      if (!best || literals > best.literals) best = { route, params, literals };
    }
    return best;
  }

  allows(path: string): string[] {
    return this.routes.filter((r) => matchPattern(r.pattern, path)).map((r) => r.method);
  }
}
