import { z } from 'zod';
import type { GameStore } from '../../store/game-store';
import { durationText } from '../pace/duration-text';
import type { Actor } from '../seats/permissions';
import { refusal, type Refusal } from '../words/refusals';
import { bankStart, DEFAULT_DECISION_SECONDS } from '../pace/slow-pace';
import { PACES, type Pace } from '../slow-pace-schema';
import { SERVER_LANGUAGES, type Language, type ServerLanguage } from '../../words/locales';
import { sayTable } from '../words/table-words';

/**
 * A server's defaults for its games, set with /game settings by someone who manages the server: the pace and its
 * times, the channels that may host games, whether the bot may DM players at all, and the language its tables speak. Kept as the store doc
 * `guild:<id>`; a server that never set them has the defaults. A lobby copies what applies into its session, so
 * later changes leave running games alone.
 */

export const MAX_TIMER_MINUTES = 10080;
export const MAX_DECISION_HOURS = 720;

const serverSettingsSchema = z.object({
  pace: z.enum(PACES).default('live'),
  /** The live pace's turn timer; 0 is none. */
  timerMinutes: z.number().int().min(0).max(MAX_TIMER_MINUTES).default(0),
  /** The slow pace's time for one decision. */
  decisionHours: z.number().int().min(1).max(MAX_DECISION_HOURS).default(DEFAULT_DECISION_SECONDS / 3600),
  /** Channel ids that may host games; empty is every channel. */
  channels: z.array(z.string()).default([]),
  /** False: no DM from any game here (the start, secrets, slow-pace calls); hands are read with /game hand. */
  dms: z.boolean().default(true),
  /** Where a game is played once it starts: in the lobby's channel, or in a public thread of its own off it. */
  tables: z.enum(['channel', 'thread']).default('channel'),
  /** The language of public text (src/words/locales.ts); `auto` follows the server's Discord language. */
  language: z.enum(SERVER_LANGUAGES).default('auto'),
});
export type ServerSettings = z.infer<typeof serverSettingsSchema>;

const DEFAULT_SETTINGS: ServerSettings = serverSettingsSchema.parse({});

/** A change from /game settings: each field given replaces the stored one; channels are added, removed or all cleared. */
export interface SettingsChange {
  pace?: Pace;
  timerMinutes?: number;
  decisionHours?: number;
  allowChannel?: string;
  removeChannel?: string;
  anyChannel?: boolean;
  dms?: boolean;
  tables?: Where;
  language?: ServerLanguage;
}

/** Where a game is played: the channel its lobby opened in, or a thread of its own off that channel. */
export type Where = 'channel' | 'thread';

const keyOf = (guildId: string) => `guild:${guildId}` as const;

/** A stored doc that no longer reads (hand-edited, an older shape) counts as the defaults, never as an error. */
function parse(doc: unknown): ServerSettings {
  const r = serverSettingsSchema.safeParse(doc ?? {});
  return r.success ? r.data : DEFAULT_SETTINGS;
}

export async function readServerSettings(store: GameStore, guildId: string | null): Promise<ServerSettings> {
  return guildId ? parse(await store.readDoc(keyOf(guildId))) : DEFAULT_SETTINGS;
}

export async function updateServerSettings(store: GameStore, guildId: string, change: SettingsChange): Promise<ServerSettings> {
  const saved = await store.updateDoc(keyOf(guildId), (cur) => applyChange(parse(cur), change));
  return saved ?? DEFAULT_SETTINGS;
}

function applyChange(s: ServerSettings, c: SettingsChange): ServerSettings {
  let channels = c.anyChannel ? [] : s.channels;
  if (c.allowChannel && !channels.includes(c.allowChannel)) channels = [...channels, c.allowChannel];
  if (c.removeChannel) channels = channels.filter((x) => x !== c.removeChannel);
  return {
    pace: c.pace ?? s.pace,
    timerMinutes: c.timerMinutes ?? s.timerMinutes,
    decisionHours: c.decisionHours ?? s.decisionHours,
    channels,
    dms: c.dms ?? s.dms,
    tables: c.tables ?? s.tables,
    language: c.language ?? s.language,
  };
}

const channelMention = (id: string) => `<#${id}>`;

/** Null when this channel may host games, else the refusal naming the channels that may. */
export function channelRefusal(s: ServerSettings, channelId: string): Refusal | null {
  if (!s.channels.length || s.channels.includes(channelId)) return null;
  return refusal('channel-not-allowed', s.channels.map(channelMention).join(', '));
}

/** The terms a lobby asks for; each one null or not given is the server's default. A timer of 0 is none. */
export interface WantedTerms {
  pace?: Pace | null;
  timerSeconds?: number | null;
  decisionSeconds?: number | null;
  /** False: no DMs from this table. The server's dms:false holds whatever is asked. */
  dmAllowed?: boolean | null;
  where?: Where | null;
}

export interface LobbyTerms {
  pace: { pace: Pace; decisionSeconds: number | null };
  timerSeconds: number | null;
  dmAllowed: boolean;
  where: Where;
}

/** What a new lobby gets: its own choices where it made them, the server's defaults elsewhere, and DMs only where the server allows them. */
export function lobbyTerms(s: ServerSettings, want: WantedTerms): LobbyTerms {
  const pace = want.pace ?? s.pace;
  const timer = want.timerSeconds ?? s.timerMinutes * 60;
  return {
    pace: { pace, decisionSeconds: pace === 'slow' ? (want.decisionSeconds ?? s.decisionHours * 3600) : null },
    timerSeconds: pace === 'live' && timer > 0 ? timer : null,
    dmAllowed: s.dms && want.dmAllowed !== false,
    where: want.where ?? s.tables,
  };
}

/** The settings in the words /game settings shows them in, said in `language` (the asker's). */
export function settingsText(s: ServerSettings, language: Language): string {
  const w = (key: string, params = {}) => sayTable(language, key, params);
  const decision = s.decisionHours * 3600;
  return [
    w('settings.pace', { pace: w(`settings.paces.${s.pace}`) }),
    w('settings.timer', { timer: s.timerMinutes ? durationText(s.timerMinutes * 60) : w('lobby.timerOff') }),
    w('settings.slow', { decision: durationText(decision), bank: durationText(bankStart(decision)) }),
    w('settings.channels', { channels: s.channels.length ? s.channels.map(channelMention).join(', ') : w('settings.anyChannel') }),
    w(s.dms ? 'settings.dmsOn' : 'settings.dmsOff'),
    w(s.tables === 'thread' ? 'settings.inThreads' : 'settings.inChannel'),
    w('settings.language', { language: w(`settings.languages.${s.language}`) }),
  ].join('\n');
}

/** Null when this actor may change the server's settings here, else why not. */
export function settingsChangeRefusal(actor: Actor, guildId: string | null): Refusal | null {
  if (!guildId) return refusal('settings-in-server');
  return actor.canManageServer ? null : refusal('settings-manage-server');
}
