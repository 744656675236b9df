import { say } from '../../words/say';
import { err, type Result } from '../../engine/result';
import type { RuleError } from '../../engine/types';
import { t, type WordParams } from '../../words/translate';
import type { Language } from '../../words/locales';
import { fitMessage, quote } from './quote';

/**
 * Every refusal the table gives, by code, and which catalogue text says it (src/words/catalogues/<language>/
 * refusals.json): the one place to reword or translate them. A text that names a value takes it as a parameter.
 * A game's rule refusals are not here: they keep the game's own code and words (src/games/<game>/errors.ts) and
 * travel as `ruleRefusal`.
 */
export const REFUSALS = {
  'bot-lacks': (lacks: readonly string[]) => words('bot-lacks', { count: lacks.length, lacks }),
  'no-game': () => words('no-game'),
  unreadable: () => words('unreadable'),
  'clear-unreadable': () => words('clear-unreadable'),
  'game-exists': () => words('game-exists'),
  'lobby-open': () => words('lobby-open'),
  'game-running': () => words('game-running'),
  /** A button, select or host control from an earlier table in this channel (or from another channel). */
  stale: (from: StaleControl) => words(`stale.${from}`),
  'question-closed': () => words('question-closed'),
  /** A control pressed in a DM whose table is no longer kept anywhere. */
  'table-gone': () => words('table-gone'),
  /** A control only the table's own channel offers (a lobby's, the host's), pressed in a DM. */
  'channel-only': () => words('channel-only'),
  /** A turn ping's button pressed after its game ended or was replaced by a newer one. */
  'call-over': () => words('call-over'),
  'timer-not-due': () => words('timer-not-due'),
  'not-a-player': (decision = false) => words('not-a-player', { context: decision ? 'decision' : '' }),
  'not-your-decision': () => words('not-your-decision'),
  'already-answered': () => words('already-answered'),
  'not-started': () => words('not-started'),
  started: () => words('started'),
  'game-over': (already = false) => words('game-over', { context: already ? 'already' : '' }),
  'no-such-game': (name: string) => words('no-such-game', { name: quote(name) }),
  'no-learning': (game: string) => words('no-learning', { game }),
  'learning-rematch': () => words('learning-rematch'),
  'hints-off': () => words('hints-off'),
  'no-hint': () => words('no-hint'),
  'unknown-option': (game: string, unknown: string, hints: string, takes: string) =>
    sentences(
      words(hints ? 'unknown-option.hinted' : 'unknown-option.plain', { game, unknown, hints }),
      takes ? words('unknown-option.takes', { takes }) : words('unknown-option.takes-none'),
    ),
  'bad-option': (game: string, option: string, value: string, choices: string) => words('bad-option', { game, option, value, choices }),
  'host-limit': (most: number) => words('host-limit', { count: most }),
  'server-limit': (most: number) => words('server-limit', { count: most }),
  'not-host': (action: HostAction) => words(`not-host.${action}`),
  'no-ai-level': (level: string, game: string) => words('no-ai-level', { level: quote(level), game }),
  'ai-in-lobby': () => words('ai-in-lobby'),
  'no-ai': () => words('no-ai'),
  'table-full': (game: string, most: number) => words('table-full', { game, count: most }),
  'already-seated': (you = true) => words('already-seated', { context: you ? '' : 'someone' }),
  'host-leaves': () => words('host-leaves'),
  'kick-instead': () => words('kick-instead'),
  'seat-count': (game: string, range: string, seated: number) => words('seat-count', { game, range, count: seated }),
  'nothing-to-undo': (why: UndoBar = 'none') =>
    typeof why === 'object'
      ? 'revealed' in why
        ? words('nothing-to-undo.revealed', { step: why.revealed })
        : words('nothing-to-undo.played', { who: why.played })
      : words(`nothing-to-undo.${why}`),
  'not-your-step': (whose: string) => words('not-your-step', { whose }),
  'no-seat': (aside = false) => words('no-seat', { context: aside ? 'aside' : '' }),
  'aside-already': (on: boolean) => words('aside-already', { context: on ? 'on' : 'off' }),
  'notes-already': (on: boolean) => words('notes-already', { context: on ? 'on' : 'off' }),
  'standing-none': () => words('standing-none'),
  'standing-gone': () => words('standing-gone'),
  'wrong-game-command': (command: string, game: string) => words('wrong-game-command', { command, game }),
  'no-shortcut': (command: string, name: string) => words('no-shortcut', { command, name: quote(name) }),
  'kick-not-seated': () => words('kick-not-seated'),
  'end-not-player': () => words('end-not-player'),
  'kick-host': () => words('kick-host'),
  'rematch-too-soon': () => words('rematch-too-soon'),
  'rematch-not-player': () => words('rematch-not-player'),
  'rematch-gone': () => words('rematch-gone'),
  'rematch-no-seat': () => words('rematch-no-seat'),
  'rematch-accepted': () => words('rematch-accepted'),
  'rematch-asker': () => words('rematch-asker'),
  'rematch-invited-only': () => words('rematch-invited-only'),
  'rematch-decline-to-leave': () => words('rematch-decline-to-leave'),
  'rematch-keeps-seats': () => words('rematch-keeps-seats'),
  'rematch-waiting': (names: string) => words('rematch-waiting', { names }),
  'settings-in-server': () => words('settings-in-server'),
  'settings-manage-server': () => words('settings-manage-server'),
  'channel-not-allowed': (channels: string) => words('channel-not-allowed', { channels }),
  'replay-too-old': () => words('replay-too-old'),
  'replay-broken': (why: string) => words('replay-broken', { why }),
  'replay-yours-under-way': (table: string) => words('replay-yours-under-way', { table: quote(table) }),
  'replays-busy': (n: number) => words('replays-busy', { count: n }),
  'replay-too-big': (mb: string) => words('replay-too-big', { mb }),
} as const;

/** Why undo has nothing to take back: a named reason, or the player who has played since. */
export type UndoBar = 'none' | 'start' | 'changed' | 'committed' | 'timed-out' | 'window' | 'seat' | { played: string } | { revealed: string };

/** Which control of an earlier table was used: each kind has its own words for the same refusal. */
export type StaleControl = 'button' | 'control' | 'lobby' | 'rematch';

/** What only the host may do (the last five: or someone who manages the channel, src/platform/seats/permissions.ts). */
export type HostAction = 'start' | 'ai' | 'cancel' | 'end' | 'kick' | 'expiry' | 'hints';

export type RefusalCode = keyof typeof REFUSALS;

/** One catalogue text of a refusal with its parameters. */
interface Phrase {
  key: string;
  params: WordParams;
}

/** What a refusal says, in no language yet: its catalogue texts, read one after another as sentences. */
type Said = readonly Phrase[];

const words = (key: string, params: WordParams = {}): Said => [{ key, params }];
const sentences = (...said: Said[]): Said => said.flat();

function sayIn(language: Language, said: Said): string {
  return fitMessage(said.map((p) => t(language, `refusals:${p.key}`, sayParams(language, p.params))).join(' '), undefined, language);
}

/** A refusal's parameters said first: a game's text among them (the step it names) is read in the same language. */
function sayParams(language: Language, params: WordParams): WordParams {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? say(language, v) : Array.isArray(v) ? v.map((x: unknown) => (typeof x === 'string' ? say(language, x) : x)) : v])) as WordParams;
}

/** A game's own refusal code (its engine's RuleError), kept apart from the table's own by type. */
type RuleCode = string & { readonly rule: unique symbol };

/**
 * Why something was refused: the table's own code from REFUSALS, or a game's rule code, and the sentence a player
 * reads. `message` is the English text (what the log keeps and the tests read); `refusalText` says it in the
 * reader's language.
 */
export interface Refusal {
  code: RefusalCode | RuleCode;
  message: string;
}

type Params<C extends RefusalCode> = Parameters<(typeof REFUSALS)[C]>;

/**
 * Each refusal's catalogue texts, kept beside it rather than in it: a refusal still compares, logs and serialises
 * as its code and English message, and one copied or read back from JSON is said in English.
 */
const SAID = new WeakMap<Refusal, Said>();

// A refusal may quote what was sent (a rule's message names the value); it must still fit one message.
export function refusal<C extends RefusalCode>(code: C, ...params: Params<C>): Refusal {
  const said = (REFUSALS[code] as (...p: Params<C>) => Said)(...params);
  const r: Refusal = { code, message: sayIn('en', said) };
  SAID.set(r, said);
  return r;
}

/** A refusal in the reader's language: the table's own from the catalogue; a game's rule refusal as the game wrote it (src/engine/words.ts). */
export function refusalText(r: Refusal, language: Language): string {
  const said = SAID.get(r);
  return said ? sayIn(language, said) : say(language, r.message);
}

/** A refused operation: `Result`'s failure carrying the refusal. */
export function refuse<C extends RefusalCode>(code: C, ...params: Params<C>): Result<never, Refusal> {
  return err(refusal(code, ...params));
}

/** A game's rule refusal as the table passes it on: the game's code and words. */
export function ruleRefusal(e: RuleError): Refusal {
  return { code: e.code as RuleCode, message: fitMessage(e.message) };
}
