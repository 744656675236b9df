import type { AiPolicy } from '../../engine/ai-policy';
import type { AnyEngine, Option, PlayerId } from '../../engine/types';
import type { GameModule } from '../module';
import type { Session } from '../session-schema';
import { tableRejoins } from '../seats/auto-aside';
import { publicDecisions, tableDecision, type PublicDecisions, type PublicWindow, type TableDecision } from '../telling/public-prompt';
import { teachingNote, type TeachingNote } from '../telling/teaching';
import { awaitingRematch } from '../seats/rematch';
import { learningSummary } from '../learning/learning-table';
import { durationText } from '../pace/duration-text';
import { bankStart, DEFAULT_DECISION_SECONDS } from '../pace/slow-pace';
import { aiLevelName, aiLevels } from '../seats/lobby-seats';
import { visibleLog } from '../table/game-log';
import { seatIndexOf } from '../table/seat-ids';
import { namedOptions, nameSeats, seatLanguage, seatName, seatNames, seatOfUser, withSeatLocale } from '../table/seat-names';
import type { Language } from '../../words/locales';

export type { PublicDecisions, PublicWindow };

/**
 * A table as the bot shows it: its seats by name, what is asked and of whom, options in the players' words, and what
 * the table shows publicly. The bot's views read a table through this alone, so the table's rooms may change how a
 * session keeps these without a view following them.
 */
export interface TableViewModel {
  /** The language it is read in. */
  language: Language;
  /** A seat's name as the bot writes it (its player id when no one sits there). */
  seatName(p: PlayerId): string;
  /** An engine's text with each `{p0}` replaced by that seat's name. */
  named(text: string): string;
  /** A prompt's options as a player reads them: seat names in their labels and hints, the suggested one marked. */
  options(options: readonly Option[]): Option[];
  /** The seat a person plays, or null when they have none. */
  seatOf(userId: string): PlayerId | null;
  /** The person at a seat when a person plays it, or null (an AI seat, or no seat). */
  personAt(p: PlayerId): string | null;
  /** The last `n` lines of the public log, said and seats named. */
  recentLines(n: number): string[];
  /** The standing answers (a public pass) the table message lets their seat end. */
  rejoins(): { kind: string; label: string }[];
  /** The public decision whose options the table message offers, or null. */
  tableDecision(engine: AnyEngine): TableDecision | null;
  /** The note on the rule behind a decision of seat `p`, when one is due (`src/platform/table/teaching.ts`). */
  teachingNote(engine: AnyEngine, p: PlayerId, prompt: { topic?: string } | null): TeachingNote | null;
  /** What a learning game covered, told at its end; empty for a real game. */
  learningSummary(engine: AnyEngine): string;
  /** The people a rematch lobby still waits for. */
  awaitingRematch(): string[];
  /**
   * The table picture in words (the game's `tableText`), from the public view alone, seats and the one public
   * prompt's options as the picture has them; null before the game starts.
   */
  tableText(mod: GameModule): string | null;
  /**
   * What a seated person alone holds, in the words of their start DM (the game's `dealtText` over their own view),
   * seats named; null for a watcher, before the game, or a game that says nothing of it.
   */
  ownText(mod: GameModule, userId: string): string | null;
}

/**
 * `language`: who reads it. The table's own (the default) for what the channel reads; a person's own
 * (`seatLanguage`, or their interaction's) for what they alone read.
 */
export function tableViewOf(s: Session, language: Language = s.language): TableViewModel {
  return {
    language,
    seatName: (p) => seatName(s, p),
    named: (text) => nameSeats(s, text, language),
    options: (options) => namedOptions(s, options, language),
    seatOf: (userId) => seatOfUser(s, userId),
    personAt: (p) => {
      const seat = s.seats[seatIndexOf(p)];
      return seat && seat.control === 'human' ? seat.userId : null;
    },
    recentLines: (n) => visibleLog(s, null, n, language).map((e) => e.text),
    rejoins: () => tableRejoins(s).map((r) => ({ ...r, label: nameSeats(s, r.label, language) })),
    tableDecision: (engine) => tableDecision(s, engine),
    teachingNote: (engine, p, prompt) => teachingNote(s, engine, p, prompt),
    learningSummary: (engine) => nameSeats(s, learningSummary(s, engine), language),
    awaitingRematch: () => awaitingRematch(s),
    tableText: (mod) => {
      if (s.phase === 'lobby') return null;
      const decisions = publicDecisions(s, mod.engine);
      const open = decisions.prompts.length === 1 ? (decisions.prompts[0]!.options ?? undefined) : undefined;
      return mod.tableText(mod.engine.view(s.state, null), seatNames(s), open, language);
    },
    ownText: (mod, userId) => {
      const p = seatOfUser(s, userId);
      if (s.phase === 'lobby' || !p || !mod.engine.dealtText) return null;
      return nameSeats(s, mod.engine.dealtText(mod.engine.view(s.state, p)), language) || null;
    },
  };
}

/** The AI levels a lobby offers for a game: its own, and the random player every game has. */
export const aiLevelsOf = (mod: GameModule): readonly AiPolicy[] => aiLevels(mod);
/** A level's short name ("strong"), in no language yet. */
export const aiLevelShortName = aiLevelName;

/** A table's pace as its lobby states it: a slow game's time per decision and time bank, or a live game's turn timer. */
export type PaceTerms = { pace: 'slow'; decision: string; bank: string } | { pace: 'live'; timer: string | null };

export function paceTermsOf(s: Session): PaceTerms {
  if (s.pace !== 'slow') return { pace: 'live', timer: s.timerSeconds ? durationText(s.timerSeconds) : null };
  const decision = s.decisionSeconds ?? DEFAULT_DECISION_SECONDS;
  return { pace: 'slow', decision: durationText(decision), bank: durationText(bankStart(decision)) };
}

/** The language a person reads a table's private text in: their seat's, else (no seat) `otherwise`. */
export function readerLanguage(s: Session, userId: string, otherwise: Language): Language {
  const p = seatOfUser(s, userId);
  return p ? seatLanguage(s, p) : otherwise;
}

/** Whether the seat of `userId` keeps another language than `locale`, the one their press just told (`Actor.locale`). */
export function seatLocaleStale(s: Session, userId: string, locale: Language | null | undefined): boolean {
  return withSeatLocale(s, userId, locale) !== s;
}
