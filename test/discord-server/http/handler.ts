import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context.js';
import type { FaultInjector } from '../faults.js';
import { ApiError } from './api-error.js';
import { readBody, type ParsedBody } from './body.js';
import { GlobalLimit, type GlobalLimitOptions } from './global-limit.js';
import { RateLimitHeaders } from './rate-limit-headers.js';
import type { ApiResponse, Router } from './router.js';

interface LoggedFile {
  field: string;
  name: string;
  contentType: string;
  size: number;
}

/** One REST request the bot made, as the fake server saw and answered it. */
export interface RequestLogEntry {
  seq: number;
  at: number;
  method: string;
  /** Path below `/api/vNN`. */
  path: string;
  query: string;
  /** The matched route pattern, or null for an unknown route. */
  route: string | null;
  status: number;
  body: unknown;
  files: LoggedFile[];
  /** The error answered, if any (`code message`). */
  error: string | null;
}

const API_PREFIX = /^\/api(?:\/v\d+)?(\/.*)$/;
const ATTACHMENT_PATH = /^\/attachments\/(\d+)\/(\d+)\/[^/]+$/;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (body === undefined || status === 204) {
    res.writeHead(status, headers).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** The REST half of the fake Discord: logging, faults, auth, routing and Discord-shaped errors. */
export class RestHandler {
  readonly log: RequestLogEntry[] = [];
  readonly unknownRoutes: RequestLogEntry[] = [];
  /** Exceptions inside the fake server itself; a test should treat any as a fake-server bug. */
  readonly serverErrors: Error[] = [];
  private readonly rateLimits = new RateLimitHeaders();
  /** Discord's global limit per bot token and its count of invalid requests. */
  readonly globalLimit: GlobalLimit;

  constructor(
    private readonly ctx: ServerContext,
    private readonly router: Router,
    private readonly faults: FaultInjector,
    limits: GlobalLimitOptions = {},
  ) {
    this.globalLimit = new GlobalLimit(limits);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-discord');
    const attachment = ATTACHMENT_PATH.exec(url.pathname);
    if (attachment && req.method === 'GET') return this.serveAttachment(res, attachment[2]!);
    const api = API_PREFIX.exec(url.pathname);
    if (!api) return send(res, 404, { message: '404: Not Found', code: 0 });

    const method = (req.method ?? 'GET').toUpperCase();
    const path = api[1]!.replace(/\/+$/, '') || '/';
    const seq = this.ctx.activity.begin();
    const entry: RequestLogEntry = { seq, at: Date.now(), method, path, query: url.search, route: null, status: 0, body: undefined, files: [], error: null };
    this.log.push(entry);
    try {
      const parsed = await this.readLogged(req, entry);
      const refused = this.globalLimit.take(req.headers.authorization, path);
      if (refused) entry.error = 'global rate limit';
      const answer = refused ?? (await this.answer(method, path, url.searchParams, parsed, req.headers.authorization, entry));
      entry.status = answer.status;
      send(res, answer.status, answer.body, answer.headers);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : this.internalError(error);
      entry.status = apiError.status;
      entry.error = `${apiError.code} ${apiError.message}`;
      send(res, apiError.status, apiError.body(), { ...(entry.route ? this.rateLimits.forBucket(`${method} ${entry.route}`) : {}), ...apiError.headers() });
    } finally {
      this.globalLimit.answered(entry.status);
      this.ctx.activity.end(seq, method !== 'GET');
    }
  }

  private async readLogged(req: IncomingMessage, entry: RequestLogEntry): Promise<ParsedBody> {
    const parsed = await readBody(req);
    entry.body = parsed.json;
    entry.files = parsed.uploads.map((u) => ({ field: u.field, name: u.filename, contentType: u.contentType, size: u.data.length }));
    return parsed;
  }

  private async answer(
    method: string,
    path: string,
    query: URLSearchParams,
    parsed: ParsedBody,
    authorization: string | undefined,
    entry: RequestLogEntry,
  ): Promise<ApiResponse & { headers: Record<string, string> }> {
    const fault = this.faults.take(method, path);
    const found = this.router.find(method, path);
    entry.route = found?.route.pattern ?? null;
    if (fault) {
      entry.error = `injected ${fault.status}`;
      return { status: fault.status, body: fault.body, headers: fault.headers };
    }
    if (!found) {
      this.unknownRoutes.push(entry);
      const allowed = this.router.allows(path);
      if (allowed.length > 0) throw new ApiError(405, 0, '405: Method Not Allowed');
      throw new ApiError(404, 0, '404: Not Found');
    }
    if (found.route.auth && authorization !== `Bot ${this.ctx.token}`) throw new ApiError(401, 0, '401: Unauthorized');
    const result = await found.route.handler({ seq: entry.seq, method, path, params: found.params, query, body: parsed.json, uploads: parsed.uploads, authorization });
    return { ...result, headers: this.rateLimits.forBucket(`${method} ${found.route.pattern}`) };
  }

  private internalError(error: unknown): ApiError {
    const err = error instanceof Error ? error : new Error(String(error));
    this.serverErrors.push(err);
    return new ApiError(500, 0, `500: fake Discord crashed: ${err.message}`);
  }

  /** The CDN: attachment URLs point back at this server. */
  private serveAttachment(res: ServerResponse, attachmentId: string): void {
    for (const message of this.ctx.messages.allMessages()) {
      const found = message.attachments.find((a) => a.id === attachmentId);
      if (found) {
        res.writeHead(200, { 'content-type': found.contentType, 'content-length': String(found.size) }).end(found.data);
        return;
      }
    }
    send(res, 404, { message: '404: Not Found', code: 0 });
  }
}
