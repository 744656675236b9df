import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Snapshot } from '../../platform/delivery';
import { createKeyedLock } from '../../store/channel-lock';
import type { GameStore } from '../../store/game-store';

/**
 * The order in which a channel's table is published, across every process that may show it. A DM press reaches
 * shard 0's process wherever the game's server is, so two processes can each hold a state of one table: whichever
 * publishes, a table never goes back on screen to a state older than one already shown there.
 */
export interface PublishOrder {
  /** Runs one publication of the channel's table in its turn: one at a time per channel, the newest state winning. */
  turn(channelId: string, t: PublishTurn): Promise<void>;
}

/** One publication, as the channel's tables (channel-tables.ts) run it. */
interface PublishTurn {
  /** The state this process has to show, if any. */
  pending(): Snapshot | undefined;
  /** A newer state of the table is stored (saved by another process): it is shown instead. */
  replace(newer: Snapshot): void;
  /** A newer state than the pending one is on screen already: the pending one is not shown. */
  covered(rev: number): void;
  /** Draws and shows the pending state; the state shown, or null when none was. */
  show(): Promise<Snapshot | null>;
}

/** What is on screen in a channel: the table (game instance) and its revision. */
interface Shown {
  instance: string;
  shown: number;
}

const newerShown = (on: Shown | null, snap: Snapshot): boolean => on !== null && on.instance === snap.session.instance && on.shown > snap.rev;

/** Channels whose shown revision a one-process order keeps. */
const KEPT = 4096;
const local = new WeakMap<object, PublishOrder>();

/**
 * The order for a process that is the only one publishing over its store (no shard manager: the embedded default):
 * one in-memory check per publication. Every order asked for with one `scope` (a store) is the same.
 */
export function localOrder(scope: object): PublishOrder {
  let order = local.get(scope);
  if (order) return order;
  const lock = createKeyedLock();
  const onScreen = new Map<string, Shown>();
  order = {
    turn: (channelId, t) =>
      lock.run(channelId, async () => {
        const snap = t.pending();
        if (!snap) return;
        const on = onScreen.get(channelId) ?? null;
        if (newerShown(on, snap)) return t.covered(on!.shown);
        const shown = await t.show();
        if (!shown) return;
        onScreen.delete(channelId);
        onScreen.set(channelId, later(on, shown));
        if (onScreen.size > KEPT) onScreen.delete(onScreen.keys().next().value!);
      }),
  };
  local.set(scope, order);
  return order;
}

/** The newer of what was on screen and what was just shown. */
function later(on: Shown | null, shown: Snapshot): Shown {
  const instance = shown.session.instance;
  return { instance, shown: on && on.instance === instance ? Math.max(on.shown, shown.rev) : shown.rev };
}

/** The channel's publish doc: what is on screen, and the process publishing it now (a lease) if any. */
const publishDoc = z.object({ instance: z.string(), shown: z.number(), holder: z.string().optional(), until: z.number().optional() });
type PublishDoc = z.infer<typeof publishDoc>;
/** A channel with nothing recorded on screen yet (a lease taken before its first table). */
const NOTHING: Shown = { instance: '', shown: -1 };
const onScreenOf = (doc: PublishDoc | null): Shown | null => (doc && doc.instance !== '' ? { instance: doc.instance, shown: doc.shown } : null);

export interface StoreOrderDeps {
  store: GameStore;
  /** The channel's table as stored now; null when there is none. */
  read: (channelId: string) => Promise<Snapshot | null>;
  /** How long a lease lasts unrenewed: a process that dies while publishing holds its channel this long at most. */
  ttlMs?: number;
  /** How often a process waiting for a channel's lease asks again. */
  pollMs?: number;
  clock?: () => number;
}

/**
 * The order for processes sharing a store (shards on one or several hosts). A publication takes the channel's short
 * lease in the store, renewed while the table is drawn and edited, so two processes never publish one channel at
 * once; under it, the state shown is the newest of the pending one and the stored one, and none at all when a newer
 * one is on screen already. Releasing the lease records the revision shown, in the same write.
 */
export function storeOrder(d: StoreOrderDeps): PublishOrder {
  const holder = randomUUID();
  const ttlMs = d.ttlMs ?? 10_000;
  const pollMs = d.pollMs ?? 50;
  const clock = d.clock ?? Date.now;
  const key = (channelId: string) => `lease:publish-${channelId}` as const;
  const read = (cur: unknown): PublishDoc | null => publishDoc.safeParse(cur).data ?? null;

  /** Takes the lease for this process, or null while another process holds it; what is on screen either way. */
  async function claim(channelId: string): Promise<{ held: boolean; on: Shown | null }> {
    const now = clock();
    const doc = read(await d.store.updateDoc(key(channelId), (cur): PublishDoc | undefined => {
      const c: PublishDoc = read(cur) ?? NOTHING;
      if (c.holder && c.holder !== holder && (c.until ?? 0) > now) return undefined;
      return { ...c, holder, until: now + ttlMs };
    }));
    return { held: doc?.holder === holder, on: onScreenOf(doc) };
  }

  /** Waits its turn: a holder that stops renewing loses the lease when it runs out. */
  async function take(channelId: string): Promise<Shown | null> {
    const giveUp = clock() + 3 * ttlMs;
    for (;;) {
      const { held, on } = await claim(channelId);
      if (held) return on;
      if (clock() > giveUp) throw new Error(`the table of ${channelId} stayed leased to another process for ${3 * ttlMs} ms`);
      await new Promise((r) => setTimeout(r, pollMs));
    }
  }

  /** Gives the lease up, recording `shown` as on screen when it is newer than what was. */
  async function release(channelId: string, shown: Snapshot | null): Promise<void> {
    await d.store.updateDoc(key(channelId), (cur): PublishDoc | undefined => {
      const c = read(cur);
      const on = onScreenOf(c);
      const next = shown ? later(on, shown) : (on ?? NOTHING);
      const mine = !c?.holder || c.holder === holder;
      return mine ? next : { ...next, holder: c.holder, until: c.until };
    });
  }

  return {
    async turn(channelId, t) {
      if (!t.pending()) return;
      const on = await take(channelId);
      const renew = setInterval(() => void claim(channelId).catch(() => undefined), ttlMs / 3);
      renew.unref();
      let shown: Snapshot | null = null;
      try {
        const snap = t.pending();
        if (!snap) return;
        if (newerShown(on, snap)) return t.covered(on!.shown);
        const stored = await d.read(channelId);
        if (stored && stored.session.instance === snap.session.instance && stored.rev > snap.rev) t.replace(stored);
        shown = await t.show();
      } finally {
        clearInterval(renew);
        await release(channelId, shown);
      }
    },
  };
}
