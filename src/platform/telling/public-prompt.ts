import type { AnyEngine, Option, PlayerId, Prompt } from '../../engine/types';
import { closesAt, inWindow } from '../table/secret-window';
import { openPrompts } from '../table/open-prompts';
import { visibleLog } from '../table/game-log';
import { jsonOf } from '../table/private-part';
import type { Session } from '../session-schema';

/**
 * What the channel may know about an open decision: who owes it and a public phrase.
 * The options of a private prompt are dropped here, the one place prompts go public.
 */
export interface PublicPrompt {
  player: PlayerId;
  id: string;
  text: string;
  options: readonly Option[] | null;
  /** A public prompt's detail, shown beside its options on the table message; a private prompt's stays in its panel. */
  detail?: string;
  /** The rules topic it rests on: which rule a decision follows is no secret. */
  topic?: string;
  min: number;
  max: number;
}

export function publicPrompts(prompts: readonly Prompt[]): PublicPrompt[] {
  return prompts.map((p) => ({
    player: p.player,
    id: p.id,
    text: p.publicText,
    options: p.private ? null : p.options,
    ...(!p.private && p.detail ? { detail: p.detail } : {}),
    ...(p.topic ? { topic: p.topic } : {}),
    min: p.min ?? 1,
    max: p.max ?? 1,
  }));
}

/** A public prompt whose options the table message shows, to be answered (by its owner) and read there by anyone. */
export type TableDecision = PublicPrompt & { options: readonly Option[] };

/** The decision the table message offers its options for, as the channel may know it; null when it offers none. */
export function tableDecision(s: Session, engine: AnyEngine): TableDecision | null {
  return publicDecisions(s, engine).prompts.find((p): p is TableDecision => p.options !== null) ?? null;
}

/** A secret window as the channel sees it: what it is, everyone it was opened for, and until when. Never who has answered. */
export interface PublicWindow {
  label: string;
  players: readonly PlayerId[];
  closesAt: string;
}

export interface PublicDecisions {
  /** The decisions outside a secret window. */
  prompts: PublicPrompt[];
  window: PublicWindow | null;
}

/** The open decisions as the channel may know them: a secret window's prompts only as the window, fixed while it is open. */
export function publicDecisions(s: Session, engine: AnyEngine): PublicDecisions {
  const open = openPrompts(s, engine);
  const w = s.phase === 'playing' ? s.secretWindow : null;
  if (!w) return { prompts: publicPrompts(open), window: null };
  return { prompts: publicPrompts(open.filter((p) => !inWindow(w, p))), window: { label: w.label, players: w.seats, closesAt: closesAt(w) } };
}

/**
 * Everything the table message is drawn from, as one string: two sessions with the same face show the same table,
 * so a change that alters none of it (a seat's answer inside a secret window) need not touch the channel at all.
 */
export function publicFace(s: Session, engine: AnyEngine): string {
  let face = FACES.get(s);
  if (face !== undefined) return face;
  const seats = s.seats.map((x) => [x.userId, x.name, x.control]);
  const view = s.phase === 'lobby' ? '' : jsonOf(engine.view(s.state, null));
  const lastPublic = visibleLog(s, null, 1)[0]?.n ?? -1;
  face = JSON.stringify([s.phase, s.endedReason, seats, view, s.phase === 'lobby' ? null : publicDecisions(s, engine), lastPublic]);
  FACES.set(s, face);
  return face;
}

/**
 * Faces by session: a session is never changed once made, and a memoized engine returns one view object per state,
 * so a click compares its session's face with the next's without writing out the same board twice (the earlier
 * session's face was most often written by the click before).
 */
const FACES = new WeakMap<Session, string>();
