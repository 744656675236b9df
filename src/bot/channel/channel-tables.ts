import type { Logger } from 'pino';
import type { Snapshot } from '../../platform/delivery';
import type { ModuleRegistry, Picture } from '../../platform/module';
import { publicDecisions } from '../../platform/telling/public-prompt';
import type { Session } from '../../platform/session-schema';
import { seatNames } from '../../platform/table/seat-names';
import type { ShownPing } from '../../platform/pace/turn-calls';
import { decidingUsers } from '../../platform/pace/turn-timer';
import type { PingWay } from './notify-prefs';
import { pingRoutes } from './ping-routes';
import { channelPingPayload, dmPingPayload } from '../views/ping-view';
import { messageLink, NoPermission, TooOldToEdit, type DiscordPort } from './discord-port';
import type { TablePictures } from '../pictures/table-pictures';
import { RefusalNotices } from './refusal-notices';
import { retireTable } from './retire-table';
import { TablePublisher } from './table-publisher';
import { localOrder, type PublishOrder } from './publish-order';
import { lobbyPayload, tablePayload, type TablePayload } from '../views/table-view';
import { samePicture, withoutFiles } from './kept-picture';
import { TableTokens, type InteractionToken, type InteractionWebhooks } from './table-tokens';
import { readerLanguage } from '../../platform/view/table-view-model';
import { sayTable } from '../../platform/words/table-words';
import { say } from '../../words/say';

interface Call {
  payload: TablePayload;
  posted: boolean;
}

/**
 * The one message per game in a channel (the lobby, then the table) and its one current ping. It shows the
 * snapshot it is handed (the latest per channel; a burst of changes becomes a few spaced edits), edits the message
 * in place or posts a new one (deleting the one it replaces: a channel never shows two), then posts the ping the snapshot has due and deletes the one before, and records
 * what is on screen, so a restart republishes only what was not yet shown. The turn timer's calls (`call`) take
 * the same turn per channel and replace the current ping too: a game keeps its table and at most one ping.
 */
export class ChannelTables {
  private readonly latest = new Map<string, Snapshot>();
  private readonly calls = new Map<string, Call[]>();
  /** When each change not yet on screen was handed over, by channel: the time it waits is `onShown`'s figure. */
  private readonly waiting = new Map<string, { rev: number; at: number }[]>();
  /** The ping each channel showed last, in case its record was saved over before it could name it. */
  private readonly lastPing = new Map<string, string>();
  /**
   * The picture on each channel's table message, as last sent: an edit showing the same one need not upload it; and,
   * while its game is played, what the rest of the message says: an edit saying the same is not sent at all.
   */
  private readonly onMessage = new Map<string, { messageId: string; picture: Picture; says: string | null }>();
  private readonly publisher: TablePublisher;
  private readonly notices: RefusalNotices;
  private readonly order: PublishOrder;
  /** Recent presses on the channels' public messages: their interaction webhooks, outside Discord's global limit. */
  private readonly tokens: TableTokens | null;

  /** `recordShown` and `recordPing` are the table runner's (src/platform/runner/table-runner.ts): they save what is now on screen. */
  constructor(
    private readonly d: {
      io: DiscordPort;
      modules: ModuleRegistry;
      /** Draws the table picture off this thread, and not again when it would be the same. */
      pictures: TablePictures;
      log: Logger;
      minIntervalMs: number;
      recordShown: (shown: Snapshot, messageId: string, ping: ShownPing | 'failed' | null) => Promise<Snapshot | null>;
      recordPing: (channelId: string, messageId: string) => Promise<string | null>;
      /** How a player takes turn pings (src/bot/channel/notify-prefs.ts). */
      pingWayOf: (userId: string) => Promise<PingWay>;
      /** Told of each snapshot once its table and ping are on screen (the live panels follow it), off the click. */
      onPublished?: (s: Snapshot['session']) => void;
      /** Told, for each saved change, how long it took to reach the screen (shown itself, or a newer state). */
      onShown?: (ms: number) => void;
      /** Whose turn it is to publish a channel's table, over every process (publish-order.ts); this process alone unless given. */
      order?: PublishOrder;
      /**
       * The interaction webhook (table-tokens.ts): with it, a table edit and a turn ping go through the latest press
       * in the channel while its token lasts, and the channel routes serve otherwise (or when the token fails).
       */
      hooks?: InteractionWebhooks;
      /** The clock a press's token ages by (ms); tests move it. */
      now?: () => number;
    },
  ) {
    // Discord refusing the bot a channel is told to its people, and not retried: the next change shows the table.
    this.publisher = new TablePublisher({ minIntervalMs: d.minIntervalMs, publish: (channelId) => this.publish(channelId), log: d.log, final: (err) => err instanceof NoPermission });
    this.notices = new RefusalNotices(d.io, d.log);
    this.order = d.order ?? localOrder(this);
    this.tokens = d.hooks ? new TableTokens(d.hooks, d.now) : null;
  }

  /**
   * A press acknowledged as an update on a public message of a channel (the table message, its lobby): its token
   * carries the channel's next table edits and pings while it lasts.
   */
  pressed(t: InteractionToken): void {
    this.tokens?.pressed(t);
  }

  show(saved: Snapshot): void {
    const waiting = this.latest.get(saved.session.channelId);
    if (waiting && waiting.rev > saved.rev) return;
    this.latest.set(saved.session.channelId, saved);
    const since = this.waiting.get(saved.session.channelId) ?? [];
    if (since.length < 100) since.push({ rev: saved.rev, at: Date.now() });
    this.waiting.set(saved.session.channelId, since);
    void this.publisher.request(saved.session.channelId);
  }

  /**
   * Posts a created message that calls people (the turn timer's reminder, its question to the host) as the channel's
   * current ping. False when it was not posted (Discord refused it, or the table before it could not be shown): the
   * caller, not this queue, decides whether to call again.
   */
  async call(channelId: string, payload: TablePayload): Promise<boolean> {
    const call: Call = { payload, posted: false };
    this.calls.set(channelId, [...(this.calls.get(channelId) ?? []), call]);
    await this.publisher.request(channelId);
    const left = (this.calls.get(channelId) ?? []).filter((c) => c !== call);
    if (left.length) this.calls.set(channelId, left);
    else this.calls.delete(channelId);
    return call.posted;
  }

  /** Tables changed but not yet shown. */
  pending(): number {
    return this.latest.size;
  }

  /** Resolves once every requested table is shown. */
  idle(): Promise<void> {
    return this.publisher.idle();
  }

  private async publish(channelId: string): Promise<void> {
    try {
      await this.order.turn(channelId, {
        pending: () => this.latest.get(channelId),
        replace: (newer) => void this.latest.set(channelId, newer),
        // Another process showed a newer state: every change up to it is on screen.
        covered: (rev) => {
          if ((this.latest.get(channelId)?.rev ?? rev) <= rev) this.latest.delete(channelId);
          this.onScreen(channelId, rev);
        },
        show: () => this.publishTable(channelId),
      });
    } catch (err) {
      const s = this.latest.get(channelId)?.session;
      if (s) await this.refusedHere(s, err);
      throw err;
    }
    const calls = this.calls.get(channelId) ?? [];
    this.calls.delete(channelId);
    for (const call of calls) {
      const id = await this.d.io.post(channelId, call.payload).catch((err: unknown) => {
        this.d.log.warn({ err, channelId }, 'posting a call failed');
        return null;
      });
      if (id === null) continue;
      this.notices.posted(channelId);
      call.posted = true;
      const before = await this.d.recordPing(channelId, id);
      await this.replacePing(channelId, id, before);
    }
  }

  private async publishTable(channelId: string): Promise<Snapshot | null> {
    const snap = this.latest.get(channelId);
    if (!snap) return null;
    const s = snap.session;
    const shown = await this.payload(snap);
    // A newer change came while this one waited to be drawn: the publisher's next run shows that one instead.
    if (!shown) return null;
    const { payload, picture } = shown;
    let messageId = s.tableMessageId;
    // /game status: posted anew, and the message it replaces cleared once the new one is up. So is a message
    // Discord no longer lets the bot edit for its age (a slow game's table, days old).
    let replaced = s.repostTable ? messageId : null;
    const before = this.onMessage.get(channelId);
    // Forgotten until the edit is known to have landed: after a failure the message may hold either picture.
    this.onMessage.delete(channelId);
    // A lobby changed by /game kick is redrawn where it is; gone, it stays gone (its buttons still answer).
    if (s.phase === 'lobby' && messageId && !replaced) {
      const lobby = await this.editInPlace(channelId, messageId, payload).catch(() => 'gone' as const);
      if (lobby === 'aged') replaced = messageId;
      else {
        if (this.latest.get(channelId) === snap) this.latest.delete(channelId);
        this.onScreen(channelId, snap.rev);
        return snap;
      }
    }
    const kept = picture && !replaced && before?.messageId === messageId && samePicture(before.picture, picture);
    // A change that shows nothing new on the table (a seat's private step, a log line only its panel shows) sends
    // nothing; only the bot edits a table while its game is played, so what it sent last is what is there.
    const says = s.phase === 'playing' ? JSON.stringify(withoutFiles(payload)) : null;
    const unchanged = kept && says !== null && before?.says === says;
    const edited = unchanged ? 'edited' : messageId && !replaced ? await this.editInPlace(channelId, messageId, kept ? withoutFiles(payload) : payload) : 'gone';
    if (edited === 'aged') replaced = messageId;
    if (edited !== 'edited') {
      messageId = await this.d.io.post(channelId, payload);
      this.notices.posted(channelId);
    }
    if (picture) this.remember(channelId, messageId!, picture, says);
    if (replaced) await retireTable(this.d.io, channelId, replaced, messageLink(s.guildId, channelId, messageId!), s.language, this.d.log);
    this.onScreen(channelId, snap.rev);
    // A failure above leaves the snapshot waiting, so the publisher's retry shows it.
    if (this.latest.get(channelId) === snap) this.latest.delete(channelId);
    const ping = await this.ping(snap, messageId!, messageId !== s.tableMessageId).catch(async (err: unknown) => {
      // Left due in the record: the next showing of the table posts it.
      this.d.log.warn({ err, channelId }, 'turn ping failed');
      await this.refusedHere(s, err);
      return 'failed' as const;
    });
    const newer = await this.d.recordShown(snap, messageId!, ping);
    this.d.onPublished?.(s);
    const waiting = this.latest.get(channelId);
    if (newer && waiting && waiting.rev < newer.rev) this.latest.set(channelId, newer);
    return snap;
  }

  /** Discord refused the bot this channel: while the game is on, its people are told (once). */
  private async refusedHere(s: Session, err: unknown): Promise<void> {
    if (err instanceof NoPermission && s.phase === 'playing') await this.notices.refused(s, say('en', this.d.modules.get(s.game)?.engine.name ?? s.game), err);
  }

  /**
   * Edits a table message where it is; 'aged' when Discord refuses the edit for the message's age. Through a recent
   * press on it when there is one (outside the global limit); through the channel when not, or when that fails.
   */
  private async editInPlace(channelId: string, messageId: string, payload: TablePayload): Promise<'edited' | 'gone' | 'aged'> {
    const token = this.tokens?.forMessage(channelId, messageId);
    if (token) {
      try {
        await this.tokens!.hooks.editOriginal(token, payload);
        return 'edited';
      } catch (err) {
        this.d.log.debug({ err, channelId }, 'editing the table through its press failed; through the channel instead');
        this.tokens!.spent(token);
      }
    }
    try {
      return (await this.d.io.edit(channelId, messageId, payload)) ? 'edited' : 'gone';
    } catch (err) {
      if (err instanceof TooOldToEdit) return 'aged';
      throw err;
    }
  }

  private remember(channelId: string, messageId: string, picture: Picture, says: string | null): void {
    this.onMessage.set(channelId, { messageId, picture, says });
    if (this.onMessage.size > PICTURES_REMEMBERED) this.onMessage.delete(this.onMessage.keys().next().value!);
  }

  /** Every change up to `rev` is on screen now. */
  private onScreen(channelId: string, rev: number): void {
    const since = this.waiting.get(channelId);
    if (!since) return;
    const now = Date.now();
    const later = since.filter((w) => w.rev > rev);
    for (const w of since) if (w.rev <= rev) this.d.onShown?.(now - w.at);
    if (later.length) this.waiting.set(channelId, later);
    else this.waiting.delete(channelId);
  }

  /**
   * Posts the snapshot's due ping (in the channel, by DM or both) and deletes the one before; at the end, just deletes
   * it. With none due, a table `moved` to a new message takes the current ping with it (`repoint`).
   */
  private async ping({ session: s }: Snapshot, tableId: string, moved: boolean): Promise<ShownPing | null> {
    const channelId = s.channelId;
    if (s.phase !== 'playing') {
      if (!s.pingMessageId && !this.lastPing.has(channelId)) return null;
      await this.replacePing(channelId, null, s.pingMessageId);
      return { pinged: [], messageId: null };
    }
    if (s.pingDue.length === 0) return moved ? this.repoint(s, tableId) : null;
    const mod = this.d.modules.get(s.game)!;
    const decisions = publicDecisions(s, mod.engine);
    const link = messageLink(s.guildId, channelId, tableId);
    const ways = new Map<string, PingWay>();
    for (const u of s.pingDue) ways.set(u, await this.d.pingWayOf(u));
    const routes = pingRoutes(s, s.pingDue, (u) => ways.get(u) ?? 'channel', new Set(decidingUsers(s, mod.engine)));
    const posted = routes.channel.length ? await this.postPing(channelId, channelPingPayload(s, mod.engine, decisions, routes.channel, link)) : null;
    if (posted) this.notices.posted(channelId);
    if (routes.dm.length) {
      const place = await this.d.io.placeName(s.guildId, channelId).catch(() => '');
      // A call by DM is read by its person alone: in their own language.
      for (const u of routes.dm) await this.d.io.dm(u, dmPingPayload(s, mod.engine, decisions, u, place || sayTable(readerLanguage(s, u, s.language), 'dm.somePlace'), link, readerLanguage(s, u, s.language))).catch((err: unknown) => this.d.log.warn({ err, userId: u }, 'DM ping failed'));
    }
    await this.replacePing(channelId, posted, s.pingMessageId);
    return { pinged: s.pingDue, messageId: posted, mentioned: posted ? routes.channel : [] };
  }

  /**
   * The table was posted anew: the channel's current ping, which links to the message it replaced, is edited to link
   * to the new one. An edit notifies nobody, so the people it names are not called twice; a ping too old to edit is
   * posted anew with its mentions let through to nobody, the old one deleted. The ping to record when it was posted
   * anew; a timer's call (which names no table) and a ping saved before its mentions were kept are left as they are.
   */
  private async repoint(s: Session, tableId: string): Promise<ShownPing | null> {
    const old = s.pingMessageId;
    if (!old || s.pingMentions.length === 0) return null;
    const mod = this.d.modules.get(s.game)!;
    const payload = channelPingPayload(s, mod.engine, publicDecisions(s, mod.engine), s.pingMentions, messageLink(s.guildId, s.channelId, tableId));
    try {
      await this.d.io.edit(s.channelId, old, payload);
      return null;
    } catch (err) {
      if (!(err instanceof TooOldToEdit)) {
        this.d.log.warn({ err, channelId: s.channelId }, 'pointing the ping at the new table failed');
        return null;
      }
    }
    try {
      const posted = await this.d.io.post(s.channelId, { ...payload, allowedMentions: { parse: [] } });
      await this.replacePing(s.channelId, posted, old);
      return { pinged: [], messageId: posted, mentioned: s.pingMentions };
    } catch (err) {
      this.d.log.warn({ err, channelId: s.channelId }, 'posting the ping again by the new table failed');
      return null;
    }
  }

  /** The channel's current ping is now `next` (null: none): the one before, as recorded or as last posted here, is deleted. */
  private async replacePing(channelId: string, next: string | null, recorded: string | null): Promise<void> {
    const old = new Set([recorded, this.lastPing.get(channelId) ?? null]);
    if (next) this.lastPing.set(channelId, next);
    else this.lastPing.delete(channelId);
    for (const id of old) if (id && id !== next) await this.removePing(channelId, id).catch((err: unknown) => this.d.log.warn({ err, channelId }, 'deleting the last ping failed'));
  }

  /** Posts a turn ping: as a follow-up of a recent press in the channel when there is one, else in the channel. */
  private async postPing(channelId: string, payload: TablePayload): Promise<string> {
    const token = this.tokens?.forChannel(channelId);
    if (token) {
      try {
        const id = await this.tokens!.hooks.followUp(token, payload);
        this.tokens!.postedThrough(id, token);
        return id;
      } catch (err) {
        this.d.log.debug({ err, channelId }, 'posting the ping through a press failed; in the channel instead');
        this.tokens!.spent(token);
      }
    }
    return this.d.io.post(channelId, payload);
  }

  /** Deletes a ping: through the press it was posted through while its token lasts, else in the channel. */
  private async removePing(channelId: string, messageId: string): Promise<void> {
    const token = this.tokens?.takeFollowUp(messageId);
    if (token) {
      try {
        return await this.tokens!.hooks.removeFollowUp(token, messageId);
      } catch (err) {
        this.d.log.debug({ err, channelId }, 'deleting the ping through its press failed; in the channel instead');
      }
    }
    await this.d.io.remove(channelId, messageId);
  }

  /** The table message for a snapshot; null when a newer snapshot of the channel replaced it before its picture was drawn. */
  private async payload(snap: Snapshot): Promise<{ payload: TablePayload; picture: Picture | null } | null> {
    const s = snap.session;
    const mod = this.d.modules.get(s.game)!;
    if (s.phase === 'lobby') return { payload: lobbyPayload(s, mod), picture: null };
    const view = mod.engine.view(s.state, null);
    const decisions = publicDecisions(s, mod.engine);
    // One public prompt open: the picture marks its options (a private prompt's options never reach the channel).
    const open = decisions.prompts.length === 1 ? decisions.prompts[0]!.options : null;
    const picture = await this.d.pictures.of(s.channelId, mod, view, seatNames(s), open ?? undefined, () => this.latest.get(s.channelId) === snap, s.language);
    if (!picture) return null;
    const payload = tablePayload({
      session: s,
      engine: mod.engine,
      decisions,
      picture,
      summary: mod.engine.describe(view),
      outcome: mod.engine.outcome(s.state),
    });
    return { payload, picture };
  }
}

/** Channels whose table picture is remembered: the pictures themselves are mostly the ones TablePictures keeps. */
const PICTURES_REMEMBERED = 256;
