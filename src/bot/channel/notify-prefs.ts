import { z } from 'zod';
import type { GameStore } from '../../store/game-store';

/**
 * Where a player's turn pings go, chosen with /game notify and kept per player across servers in the store's
 * `pref:<userId>` doc. What is read is validated; an absent or unreadable doc means the channel.
 */
export const PING_WAYS = ['channel', 'dm', 'both'] as const;
export type PingWay = (typeof PING_WAYS)[number];

// Loose: the same doc may hold other preferences, kept as they are.
const prefSchema = z.looseObject({ pings: z.enum(PING_WAYS).catch('channel') });
type Pref = z.infer<typeof prefSchema>;

const keyOf = (userId: string) => `pref:${userId}` as const;

function parsed(raw: unknown): Pref {
  const r = prefSchema.safeParse(raw ?? {});
  return r.success ? r.data : { pings: 'channel' };
}

/** The player's choice; the channel when none was made, the doc cannot be read, or the store is unreachable. */
export async function pingWayOf(store: Pick<GameStore, 'readDoc'>, userId: string): Promise<PingWay> {
  return parsed(await store.readDoc(keyOf(userId)).catch(() => null)).pings;
}

/** Records the player's choice, keeping whatever else their preferences hold. */
export async function setPingWay(store: Pick<GameStore, 'updateDoc'>, userId: string, way: PingWay): Promise<void> {
  await store.updateDoc(keyOf(userId), (cur) => ({ ...parsed(cur), pings: way }));
}
