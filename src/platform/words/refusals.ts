import { err, type Result } from '../../engine/result';
import type { RuleError } from '../../engine/types';
import { andList } from '../../engine/wording';
import { fitMessage, quote } from './quote';

/**
 * Every refusal the table gives, by code, in the words a player reads: the one place to reword them (and later to
 * translate them). A text that names a value takes it as a parameter. A game's rule refusals are not here: they
 * keep the game's own code and words (src/games/<game>/errors.ts) and travel as `ruleRefusal`.
 */
export const REFUSALS = {
  'bot-lacks': (lacks: readonly string[]) =>
    `I cannot show a table in this channel: I am missing ${andList(lacks)} here. Someone who manages the channel can give ${lacks.length === 1 ? 'it' : 'them'} to me, or play in another channel.`,
  'no-game': () => 'There is no game in this channel. Start one with /game new.',
  unreadable: () => 'The saved game in this channel could not be read; it has been kept aside. Someone with Manage Channels can clear it with /game end.',
  'clear-unreadable': () => 'Only someone with Manage Channels can clear an unreadable game.',
  'game-exists': () => 'There is already a game in this channel.',
  'lobby-open': () => 'A lobby is already open in this channel: join it, or its host can cancel it.',
  'game-running': () => 'A game is already running in this channel. Finish it, or end it with /game end.',
  /** A button, select or host control from an earlier table in this channel (or from another channel). */
  stale: (from: StaleControl) =>
    ({
      button: 'This has moved on: that button belongs to an earlier game in this channel.',
      control: 'This has moved on: that belongs to an earlier game in this channel.',
      lobby: 'This lobby has moved on: it belongs to an earlier table in this channel.',
      rematch: 'This has moved on: a newer table is already in this channel.',
    })[from],
  'question-closed': () => 'This has moved on: that question is no longer open.',
  /** A control pressed in a DM whose table is no longer kept anywhere. */
  'table-gone': () => 'This has moved on: the game this belongs to is over and no longer kept.',
  /** A control only the table's own channel offers (a lobby's, the host's), pressed in a DM. */
  'channel-only': () => 'This works only in the channel the game is played in: press it on the table there.',
  /** A turn ping's button pressed after its game ended or was replaced by a newer one. */
  'call-over': () => 'This call has moved on: the game it was for is over.',
  'timer-not-due': () => 'This has moved on: the turn timer has not run out on the decisions waiting now.',
  'not-a-player': (decision = false) => `You are not playing in this game${decision ? ', so this is not your decision' : ''}.`,
  'not-your-decision': () => 'This is not your decision.',
  'already-answered': () => 'You have answered in this secret window: nothing more is asked of you until it closes.',
  'not-started': () => 'The game has not started yet.',
  started: () => 'This game has already started.',
  'game-over': (already = false) => `This game is ${already ? 'already ' : ''}over.`,
  'no-such-game': (name: string) => `There is no game called ${quote(name)}.`,
  'no-learning': (game: string) => `${game} has no learning game yet: \`/game rules\` explains it, and \`/game new\` opens a lobby.`,
  'learning-rematch': () => 'A learning game has no rematch: `/game learn` deals it again, and New game opens a real lobby.',
  'hints-off': () => 'Hints are off at this table: its lobby chose so.',
  'no-hint': () => 'There is nothing to hint at: no decision of yours is open right now.',
  'unknown-option': (game: string, unknown: string, hints: string, takes: string) =>
    `${game} has no option ${unknown}${hints ? ` (${hints})` : ''}.${takes ? ` Its options: ${takes}.` : ' It takes no options.'}`,
  'bad-option': (game: string, option: string, value: string, choices: string) => `${game} has no ${option} ${value}: ${choices}.`,
  'host-limit': (most: number) => `You already host ${most} open tables in this server: finish or end one (/game end in its channel) before opening another.`,
  'server-limit': (most: number) => `This server already has ${most} open tables, the most one server may hold at once: finish or end one first.`,
  'not-host': (action: HostAction) =>
    ({
      start: 'Only the host can start the game.',
      ai: 'Only the host adds or removes AI players.',
      cancel: 'Only the host (or someone with Manage Channels) can cancel the lobby.',
      end: 'Only the host or someone with Manage Channels can end the game.',
      kick: 'Only the host or someone with Manage Channels can kick a player.',
      expiry: 'Only the host (or someone with Manage Channels) decides what happens when the timer runs out.',
      hints: 'Only the host (or someone with Manage Channels) turns hints on or off for the table.',
    })[action],
  'no-ai-level': (level: string, game: string) => `There is no AI level ${quote(level)} for ${game}.`,
  'ai-in-lobby': () => 'AI players join in the lobby; during a game, /game kick can hand a seat to an AI.',
  'no-ai': () => 'There is no AI player to remove.',
  'table-full': (game: string, most: number) => `${game} seats at most ${most} players, and every seat is taken.`,
  'already-seated': (you = true) => `${you ? 'You already have' : 'That person already has'} a seat at this table.`,
  'host-leaves': () => 'The host cannot leave the lobby: press Cancel to close it instead.',
  'kick-instead': () => 'The game has started: /game kick with yourself as the player hands your seat on (a loss for you on the leaderboard), or the host can kick you.',
  'seat-count': (game: string, range: string, seated: number) => `${game} needs ${range} players; ${seated} ${seated === 1 ? 'is' : 'are'} seated.`,
  'nothing-to-undo': (why: UndoBar = 'none') =>
    typeof why === 'object'
      ? 'revealed' in why
        ? `Nothing can be undone: your last step ${why.revealed}, and a step that shows something hidden or is decided by chance stays.`
        : `Nothing can be undone: ${why.played} has played since, and a step can be taken back only until someone else acts.`
    : {
        none: 'Nothing can be undone: there is no step of yours to take back.',
        start: 'Nothing can be undone: no step of yours since the game began is left to take back.',
        changed: 'That step can no longer be taken back: the game has changed since.',
        committed: 'Nothing can be undone: your last step revealed something hidden or was decided by chance.',
        'timed-out': 'Nothing can be undone: your time ran out and an AI played for you.',
        window: 'Nothing can be undone: the secret window has closed since.',
        seat: 'Nothing can be undone: a seat has changed hands since.',
      }[why],
  'not-your-step': (whose: string) => `The last step was ${whose}'s, not yours: only your own last step can be taken back.`,
  'no-seat': (aside = false) => (aside ? 'Only a seat you play yourself can stand aside automatically.' : 'There is no such seat.'),
  'aside-already': (on: boolean) => `Standing aside automatically is already ${on ? 'on' : 'off'} for you.`,
  'notes-already': (on: boolean) => `Rule notes are already ${on ? 'on' : 'off'} for you in this game.`,
  'standing-none': () => 'You are already being asked: there is nothing to rejoin.',
  'standing-gone': () => 'That choice has moved on: your panel shows what you decide now.',
  'wrong-game-command': (command: string, game: string) => `/${command} belongs to another game; this channel is playing ${game}.`,
  'no-shortcut': (command: string, name: string) => `/${command} has no ${quote(name)}.`,
  'kick-not-seated': () => 'That person is not seated in this game.',
  'end-not-player': () => 'Only the people playing this game can agree to end it: the host or someone with Manage Channels can end it with /game end.',
  'kick-host': () => 'The host cannot be kicked from their own lobby; cancel it instead.',
  'rematch-too-soon': () => 'A rematch is offered once the game is over.',
  'rematch-not-player': () => 'Only someone who played in this game to its end can ask for a rematch: anyone can open a new game.',
  'rematch-gone': () => 'This is not a rematch waiting for its players any more.',
  'rematch-no-seat': () => 'You have no seat in this rematch: it asks the players of the last game.',
  'rematch-accepted': () => 'You have already accepted: the game starts once everyone has.',
  'rematch-asker': () => 'You asked for this rematch: press Cancel to close it instead.',
  'rematch-invited-only': () => 'This rematch seats only the players of the last game, until one of them declines.',
  'rematch-decline-to-leave': () => 'This is a rematch: press Decline to give up your seat.',
  'rematch-keeps-seats': () => "A rematch keeps the last game's seats until one of its players declines.",
  'rematch-waiting': (names: string) => `The rematch starts by itself once every player has accepted: still waiting for ${names}.`,
  'settings-in-server': () => 'Settings belong to a server: use /game settings in one.',
  'settings-manage-server': () => 'Only someone with Manage Server can change the game settings of this server.',
  'channel-not-allowed': (channels: string) => `Games on this server are played in ${channels}: open the lobby there.`,
  'replay-too-old': () => 'This game was started before its answers were kept, so it cannot be replayed.',
  'replay-broken': (why: string) => `This game can no longer be replayed (${why}).`,
  'replay-yours-under-way': (table: string) => `Your replay of table ${quote(table)} is still being drawn: ask for this one once it is shown.`,
  'replays-busy': (n: number) => `${n} replays are being drawn already. Try again in a minute.`,
  'replay-too-big': (mb: string) => `The replay came to ${mb} MB, over Discord's 8 MB upload limit.`,
} as const;

/** Why undo has nothing to take back: a named reason, or the player who has played since. */
export type UndoBar = 'none' | 'start' | 'changed' | 'committed' | 'timed-out' | 'window' | 'seat' | { played: string } | { revealed: string };

/** Which control of an earlier table was used: each kind has its own words for the same refusal. */
export type StaleControl = 'button' | 'control' | 'lobby' | 'rematch';

/** What only the host may do (the last five: or someone who manages the channel, src/platform/seats/permissions.ts). */
export type HostAction = 'start' | 'ai' | 'cancel' | 'end' | 'kick' | 'expiry' | 'hints';

export type RefusalCode = keyof typeof REFUSALS;

/** A game's own refusal code (its engine's RuleError), kept apart from the table's own by type. */
type RuleCode = string & { readonly rule: unique symbol };

/** Why something was refused: the table's own code from REFUSALS, or a game's rule code, and the sentence a player reads. */
export interface Refusal {
  code: RefusalCode | RuleCode;
  message: string;
}

type Params<C extends RefusalCode> = Parameters<(typeof REFUSALS)[C]>;

// A refusal may quote what was sent (a rule's message names the value); it must still fit one message.
export function refusal<C extends RefusalCode>(code: C, ...params: Params<C>): Refusal {
  const text = REFUSALS[code] as (...p: Params<C>) => string;
  return { code, message: fitMessage(text(...params)) };
}

/** A refused operation: `Result`'s failure carrying the refusal. */
export function refuse<C extends RefusalCode>(code: C, ...params: Params<C>): Result<never, Refusal> {
  return err(refusal(code, ...params));
}

/** A game's rule refusal as the table passes it on: the game's code and words. */
export function ruleRefusal(e: RuleError): Refusal {
  return { code: e.code as RuleCode, message: fitMessage(e.message) };
}
