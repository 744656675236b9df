import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { isRecord, type Json } from './json.js';
import { sessionId } from './snowflake.js';

export const Intent = {
  Guilds: 1 << 0,
  GuildMembers: 1 << 1,
  GuildPresences: 1 << 8,
  GuildMessages: 1 << 9,
  DirectMessages: 1 << 12,
  MessageContent: 1 << 15,
} as const;

const PRIVILEGED_INTENTS = Intent.GuildMembers | Intent.GuildPresences | Intent.MessageContent;

const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  PresenceUpdate: 3,
  VoiceStateUpdate: 4,
  Resume: 6,
  Reconnect: 7,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

const Close = {
  UnknownOpcode: [4001, 'Unknown opcode.'],
  DecodeError: [4002, 'Error while decoding payload.'],
  NotAuthenticated: [4003, 'Not authenticated.'],
  AuthenticationFailed: [4004, 'Authentication failed.'],
  AlreadyAuthenticated: [4005, 'Already authenticated.'],
  InvalidSeq: [4007, 'Invalid seq.'],
  InvalidShard: [4010, 'Invalid shard.'],
  InvalidIntents: [4013, 'Invalid intent(s).'],
  DisallowedIntents: [4014, 'Disallowed intent(s).'],
} as const;

const REPLAY_BUFFER = 1000;
/** Real Discord sends GUILD_CREATE well after READY; discord.js's async frame handling relies on that order. */
const GUILD_CREATE_DELAY_MS = 20;

export interface GatewaySession {
  id: string;
  intents: number;
  shard: [number, number];
  seq: number;
  socket: WebSocket | null;
  /** Closed with 1000/1001 or refused: cannot be resumed any more. */
  invalidated: boolean;
  /** READY and the GUILD_CREATEs have been sent. */
  guildsSent: boolean;
  readonly buffer: Json[];
}

export type GatewayEventKind = 'connect' | 'identify' | 'resume' | 'resumed' | 'invalid-session' | 'heartbeat' | 'close' | 'drop' | 'reconnect-request';

export interface GatewayLogEntry {
  at: number;
  kind: GatewayEventKind;
  sessionId: string | null;
  detail: string;
}

export interface GatewayOptions {
  token: string;
  heartbeatIntervalMs: number;
  /** Privileged intents the application has been granted in the (fake) developer portal. */
  privilegedIntents: number;
  ready(session: GatewaySession): Json;
  guildCreates(session: GatewaySession): Json[];
  /** GUILD_MEMBERS_CHUNK payloads answering an op 8 request. */
  memberChunks(session: GatewaySession, request: Json): Json[];
  /** Shards that may identify per window (GET /gateway/bot's `max_concurrency`); shard s is in bucket `s % maxConcurrency`. */
  maxConcurrency: number;
}

/** Discord's identify window: one IDENTIFY per bucket per 5 s. */
const IDENTIFY_WINDOW_MS = 5_000;

/** An IDENTIFY that came less than 5 s after the one before it in its bucket. */
export interface IdentifyViolation {
  shard: [number, number];
  bucket: number;
  /** Since the bucket's previous IDENTIFY. */
  afterMs: number;
}

/** Discord's rule: a guild belongs to shard `(guild_id >> 22) % shard_count`. */
export function shardOfGuild(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** The Discord Gateway: HELLO, IDENTIFY/READY, RESUME with replay, heartbeats, and sequenced dispatches. */
export class Gateway extends EventEmitter {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, GatewaySession>();
  private readonly timers = new Set<NodeJS.Timeout>();
  readonly log: GatewayLogEntry[] = [];
  /** IDENTIFYs sent too soon in their bucket: Discord would have refused them (and counted them against the bot). */
  readonly identifyViolations: IdentifyViolation[] = [];
  /** When each bucket last saw an IDENTIFY. */
  private readonly lastIdentify = new Map<number, number>();

  constructor(private readonly options: GatewayOptions) {
    super();
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws, req.url ?? '/'));
  }

  get liveSessions(): GatewaySession[] {
    return [...this.sessions.values()].filter((s) => !s.invalidated);
  }

  /**
   * Send an event to every live session subscribed to `intent` (all of them when omitted). An event of a guild
   * goes only to the session of the shard that guild belongs to, and one of no guild (a DM's message or
   * interaction) only to shard 0, as Discord routes them.
   */
  dispatch(event: string, data: Json, intent?: number): number {
    const guildId = typeof data.guild_id === 'string' ? data.guild_id : null;
    const targets = this.liveSessions.filter((s) => (intent === undefined || (s.intents & intent) !== 0) && (guildId === null ? s.shard[0] === 0 : shardOfGuild(guildId, s.shard[1]) === s.shard[0]));
    for (const session of targets) this.sendDispatch(session, event, data);
    return targets.length;
  }

  /** Cut every socket without a close frame (code 1006): the client should come back and RESUME. */
  async drop(): Promise<void> {
    const closing: Promise<unknown>[] = [];
    for (const ws of this.wss.clients) {
      closing.push(new Promise((resolve) => ws.once('close', resolve)));
      ws.terminate();
    }
    this.record('drop', null, `${closing.length} sockets`);
    await Promise.all(closing);
  }

  /** Op 7: Discord asking the client to reconnect and resume. */
  requestReconnect(): void {
    for (const session of this.liveSessions) {
      if (session.socket?.readyState === WebSocket.OPEN) session.socket.send(JSON.stringify({ op: Op.Reconnect, d: null, s: null, t: null }));
    }
    this.record('reconnect-request', null, '');
  }

  /** Op 9 (not resumable): the client must identify again from scratch. */
  invalidateSessions(): void {
    for (const session of this.liveSessions) {
      session.invalidated = true;
      if (session.socket?.readyState === WebSocket.OPEN) session.socket.send(JSON.stringify({ op: Op.InvalidSession, d: false, s: null, t: null }));
    }
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private record(kind: GatewayEventKind, session: string | null, detail: string): void {
    this.log.push({ at: Date.now(), kind, sessionId: session, detail });
    this.emit(kind, session);
  }

  /** One event to one session (a GUILD_CREATE for a guild added later goes to the shard that serves it). */
  sendTo(session: GatewaySession, event: string, data: Json): void {
    this.sendDispatch(session, event, data);
  }

  private sendDispatch(session: GatewaySession, event: string, data: Json): void {
    session.seq += 1;
    const payload: Json = { op: Op.Dispatch, t: event, s: session.seq, d: data };
    session.buffer.push(payload);
    if (session.buffer.length > REPLAY_BUFFER) session.buffer.shift();
    if (session.socket?.readyState === WebSocket.OPEN) session.socket.send(JSON.stringify(payload));
  }

  private later(fn: () => void, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    this.timers.add(timer);
  }

  private onConnection(ws: WebSocket, url: string): void {
    let session: GatewaySession | null = null;
    this.record('connect', null, url);
    const send = (payload: Json): void => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(payload));
    };
    const close = ([code, reason]: readonly [number, string]): void => ws.close(code, reason);

    send({ op: Op.Hello, d: { heartbeat_interval: this.options.heartbeatIntervalMs, _trace: ['["fake-gateway",{"micros":0}]'] }, s: null, t: null });

    ws.on('message', (raw: RawData) => {
      let message: unknown;
      try {
        message = JSON.parse(raw.toString());
      } catch {
        close(Close.DecodeError);
        return;
      }
      if (!isRecord(message)) {
        close(Close.DecodeError);
        return;
      }
      switch (message.op) {
        case Op.Heartbeat:
          this.record('heartbeat', session?.id ?? null, String(message.d));
          send({ op: Op.HeartbeatAck, d: null, s: null, t: null });
          return;
        case Op.Identify:
          if (session) return close(Close.AlreadyAuthenticated);
          session = this.identify(ws, message.d, close);
          return;
        case Op.Resume:
          if (session) return close(Close.AlreadyAuthenticated);
          session = this.resume(ws, message.d, close, send);
          return;
        case Op.RequestGuildMembers:
          if (!session) return close(Close.NotAuthenticated);
          for (const chunk of this.options.memberChunks(session, isRecord(message.d) ? message.d : {})) this.sendDispatch(session, 'GUILD_MEMBERS_CHUNK', chunk);
          return;
        case Op.PresenceUpdate:
        case Op.VoiceStateUpdate:
          if (!session) close(Close.NotAuthenticated);
          return;
        default:
          close(Close.UnknownOpcode);
      }
    });

    ws.on('close', (code: number) => {
      if (session && session.socket === ws) {
        session.socket = null;
        // Discord invalidates a session the client closed normally; abrupt closes stay resumable.
        if (code === 1000 || code === 1001) session.invalidated = true;
      }
      this.record('close', session?.id ?? null, String(code));
    });
  }

  private identify(ws: WebSocket, data: unknown, close: (c: readonly [number, string]) => void): GatewaySession | null {
    if (!isRecord(data) || data.token !== this.options.token) {
      close(Close.AuthenticationFailed);
      return null;
    }
    if (typeof data.intents !== 'number') {
      close(Close.InvalidIntents);
      return null;
    }
    if ((data.intents & PRIVILEGED_INTENTS & ~this.options.privilegedIntents) !== 0) {
      close(Close.DisallowedIntents);
      return null;
    }
    const shard: [number, number] = Array.isArray(data.shard) ? [Number(data.shard[0]), Number(data.shard[1])] : [0, 1];
    if (!(shard[0] >= 0 && shard[0] < shard[1])) {
      close(Close.InvalidShard);
      return null;
    }
    this.noteIdentify(shard);
    const session: GatewaySession = { id: sessionId(), intents: data.intents, shard, seq: 0, socket: ws, invalidated: false, guildsSent: false, buffer: [] };
    this.sessions.set(session.id, session);
    this.record('identify', session.id, `intents=${data.intents}`);
    this.sendDispatch(session, 'READY', this.options.ready(session));
    this.later(() => {
      for (const guild of this.options.guildCreates(session)) this.sendDispatch(session, 'GUILD_CREATE', guild);
      session.guildsSent = true;
    }, GUILD_CREATE_DELAY_MS);
    return session;
  }

  /** Checks Discord's max_concurrency: one IDENTIFY per bucket per 5 s, whichever process or host sends it. */
  private noteIdentify(shard: [number, number]): void {
    const bucket = shard[0] % Math.max(1, this.options.maxConcurrency);
    const now = performance.now();
    const last = this.lastIdentify.get(bucket);
    if (last !== undefined && now - last < IDENTIFY_WINDOW_MS) this.identifyViolations.push({ shard, bucket, afterMs: Math.round(now - last) });
    this.lastIdentify.set(bucket, now);
  }

  private resume(ws: WebSocket, data: unknown, close: (c: readonly [number, string]) => void, send: (p: Json) => void): GatewaySession | null {
    if (!isRecord(data) || data.token !== this.options.token) {
      close(Close.AuthenticationFailed);
      return null;
    }
    const session = typeof data.session_id === 'string' ? this.sessions.get(data.session_id) : undefined;
    if (!session || session.invalidated) {
      this.record('invalid-session', typeof data.session_id === 'string' ? data.session_id : null, 'not resumable');
      send({ op: Op.InvalidSession, d: false, s: null, t: null });
      return null;
    }
    const seq = typeof data.seq === 'number' ? data.seq : 0;
    if (seq > session.seq) {
      close(Close.InvalidSeq);
      return null;
    }
    if (session.socket && session.socket !== ws) session.socket.terminate();
    session.socket = ws;
    this.record('resume', session.id, `from seq ${seq}`);
    const missed = session.buffer.filter((p) => typeof p.s === 'number' && p.s > seq);
    for (const payload of missed) ws.send(JSON.stringify(payload));
    this.sendDispatch(session, 'RESUMED', { _trace: ['["fake-gateway",{"micros":0}]'] });
    this.record('resumed', session.id, `replayed ${missed.length}`);
    return session;
  }
}
