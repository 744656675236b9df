import { ok, type Result } from '../../engine/result';
import type { AnyEngine, PlayerId, Prompt } from '../../engine/types';
import type { SeatNames } from '../module';
import type { Session } from '../session-schema';
import { refuse, type Refusal } from '../words/refusals';
import { playerOf, sameTable } from '../seats/guards';
import { offersWayBack, undoableStep } from '../table/undo-step';
import { sinceLastDecision } from '../telling/since';
import { teachingNote, type TeachingNote } from '../telling/teaching';
import { promptsOf } from '../table/open-prompts';
import { seatIndexOf } from '../table/seat-ids';
import { seatNames, seatOfUser } from '../table/seat-names';

/** The seat's own controls under its prompt: Undo, and standing aside automatically in secret windows. */
export interface PanelControls {
  /** The step undo would take back now, or null when there is none of this seat's. */
  undoable: string | null;
  /** 'on' or 'off' when the seat may switch standing aside automatically; null when that means nothing now. */
  aside: 'on' | 'off' | null;
  /** The standing answer the open prompt offers, when the seat does not hold it yet. */
  offer: { kind: string; label: string } | null;
  /** The seat's standing answers, each ended by its own button, with what the panel says while it stands. */
  held: readonly { kind: string; undo: string; text: string }[];
  /** What happened since the seat's last answer that concerns it (src/platform/table/since.ts), when it decides again. */
  since?: { lines: readonly string[]; more: number } | null;
  /** A newcomer's note on the rule behind this decision (src/platform/table/teaching.ts), the first time it comes up. */
  teach?: TeachingNote | null;
  /** When nothing is asked of the seat: why, in the game's words (a secret window it has nothing to play in), else null. */
  idle?: string | null;
}

/** One person's panel as the platform hands it to the bot: their seat, what it asks them, what it shows, its controls. */
export interface SeatPanel {
  player: PlayerId;
  /** Their first open decision, or null when nothing is asked of them. */
  prompt: Prompt | null;
  /** The seat's own view of the game, for its picture. */
  view: unknown;
  /** Seat names for the picture: drawn, so without Markdown escapes. */
  names: SeatNames;
  controls: PanelControls;
}

/**
 * The panel of the person `userId` over `s`: refused for a control of an earlier table (`instance`, the table it was
 * pressed on; null when no control was pressed), for someone with no seat, or before the game starts.
 */
export function seatPanel(s: Session, engine: AnyEngine, userId: string, instance: string | null = null): Result<SeatPanel, Refusal> {
  const stale = sameTable(s, instance);
  if (stale) return stale;
  const player = playerOf(s, userId);
  if (!player.ok) return player;
  const p = player.value;
  if (s.phase === 'lobby') return refuse('not-started');
  const prompt = promptsOf(s, engine, p)[0] ?? null;
  // Standing aside automatically is switched where it means something: in a secret window.
  const seat = s.seats[seatIndexOf(p)]!;
  const aside = prompt?.secretWindow ? (seat.autoAside ? 'on' : 'off') : null;
  const held = seat.standing.map((st) => ({ kind: st.kind, undo: st.undo, text: st.text }));
  const offer = prompt?.standing && !seat.standing.some((st) => st.kind === prompt.standing!.kind) ? { kind: prompt.standing.kind, label: prompt.standing.label } : null;
  // What happened since is told when a decision is theirs again, not on a panel that asks nothing.
  const since = prompt ? sinceLastDecision(s, p) : null;
  const teach = teachingNote(s, engine, p, prompt);
  const undoable = offersWayBack(prompt) ? null : (undoableStep(s, p)?.step ?? null);
  // A panel that asks nothing says why when the game can tell (a window the table stands aside in for this seat).
  const idle = prompt || s.phase !== 'playing' ? null : (engine.nothingAsked?.(s.state, p) ?? null);
  return ok({ player: p, prompt, view: engine.view(s.state, p), names: seatNames(s), controls: { undoable, aside, offer, held, since, teach, idle } });
}

/** The decision a person's panel asks over `s` (their first open prompt), or null when it asks nothing. */
export function ownPrompt(s: Session, engine: AnyEngine, userId: string): Prompt | null {
  const p = seatOfUser(s, userId);
  return p && s.phase === 'playing' ? (promptsOf(s, engine, p)[0] ?? null) : null;
}

/** The prompt `promptId` when the person `userId` still owes it over `s`, or null. */
export function owedPrompt(s: Session, engine: AnyEngine, userId: string, promptId: string): Prompt | null {
  const p = seatOfUser(s, userId);
  return p ? (promptsOf(s, engine, p).find((x) => x.id === promptId) ?? null) : null;
}
