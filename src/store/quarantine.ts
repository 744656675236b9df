import { createHash } from 'node:crypto';
import { z } from 'zod';
import { storedGameSchema, type SessionValidator, type StoredGame } from './record';
import { UnreadableValue } from './value-codec';

/**
 * Written under `invalid:<channelId>` when a record fails validation. While it exists and
 * its fingerprint still matches the stored value, the record counts as invalid: loads report
 * it, saves and deletes refuse, and no second aside copy is made. If the value under
 * `game:<channelId>` changes or disappears behind our back, the marker is stale and dropped.
 * `build` names the code that judged the record: another build judges it afresh, so a record set
 * aside by a bad build comes back when that build is rolled back.
 */
export const invalidMarkerSchema = z.object({
  asideKey: z.string(),
  reason: z.string(),
  fingerprint: z.string(),
  markedAt: z.string(),
  build: z.string().default(''),
  /** When the channel was told its game was set aside: once per record, whichever build judged it. */
  noticedAt: z.string().nullable().default(null),
});

/** The copy kept under `aside:<channelId>:<stamp>`. `raw` is set instead of `value` when the text was not JSON. */
export const asideRecordSchema = z.object({
  channelId: z.string(),
  sourceKey: z.string(),
  reason: z.string(),
  quarantinedAt: z.string(),
  value: z.unknown(),
  raw: z.string().nullable(),
});
export type AsideRecord = z.infer<typeof asideRecordSchema>;

export function fingerprintOf(value: unknown): string {
  const canonical = value instanceof UnreadableValue ? JSON.stringify({ unreadable: value.raw }) : JSON.stringify(value);
  return createHash('sha256').update(canonical ?? 'undefined').digest('hex');
}

export type RecordCheck = { ok: true; record: StoredGame } | { ok: false; reason: string };

export function checkStoredGame(value: unknown, channelId: string, validate?: SessionValidator): RecordCheck {
  if (value instanceof UnreadableValue) {
    return { ok: false, reason: `stored text is not a JSON record: ${JSON.stringify(value.raw.slice(0, 80))}` };
  }
  const parsed = storedGameSchema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: `record envelope: ${z.prettifyError(parsed.error)}` };
  if (parsed.data.channelId !== channelId) {
    return { ok: false, reason: `record is for channel ${parsed.data.channelId} but stored under ${channelId}` };
  }
  const sessionProblem = validate?.(parsed.data.session, { game: parsed.data.game, schemaVersion: parsed.data.schemaVersion, rev: parsed.data.rev, updatedAt: parsed.data.updatedAt }) ?? null;
  if (sessionProblem !== null) return { ok: false, reason: `session: ${sessionProblem}` };
  return { ok: true, record: parsed.data };
}

export function asideCopyOf(value: unknown, channelId: string, sourceKey: string, reason: string, at: Date): AsideRecord {
  const readable = !(value instanceof UnreadableValue);
  return {
    channelId,
    sourceKey,
    reason,
    quarantinedAt: at.toISOString(),
    value: readable ? value : null,
    raw: readable ? null : value.raw,
  };
}

/** The guild a stored value says it belongs to, when that much of it can be read: who serves its notice. */
export function guildIdOf(value: unknown): string | null {
  const g = typeof value === 'object' && value !== null ? (value as { guildId?: unknown }).guildId : null;
  return typeof g === 'string' ? g : null;
}
