import type { Prompt } from '../../engine/types';
import type { Actor } from '../../platform/seats/permissions';
import type { GameModule } from '../../platform/module';
import { ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../../platform/words/refusals';
import { playerOf, sameTable } from '../../platform/seats/guards';
import { noGame } from '../../platform/records/table-records';
import { seatIndexOf } from '../../platform/table/seat-ids';
import { seatNames, seatOfUser } from '../../platform/table/seat-names';
import { promptsOf } from '../../platform/table/open-prompts';
import type { Session } from '../../platform/session-schema';
import type { TableRunner } from '../../platform/runner/table-runner';
import { offersWayBack, undoableStep } from '../../platform/table/undo-step';
import { sinceLastDecision } from '../../platform/telling/since';
import { teachingNote } from '../../platform/telling/teaching';
import type { PrivatePictures } from '../pictures/private-pictures';
import { FIRST_PAGE, type MenuPage } from '../views/menu-pages';
import { privatePromptPayload } from '../views/private-view';
import type { TablePayload } from '../views/table-view';

/** The private prompt panel for a player: their first open prompt, with their own picture. */
export async function privatePanel(runner: TableRunner, pictures: PrivatePictures, channelId: string, instance: string | null, actor: Actor, note = '', at: PanelPage | null = null): Promise<Result<TablePayload, Refusal>> {
  // A read needs no turn in the channel's queue, and the picture is drawn outside it.
  const g = await runner.read(channelId);
  if (g.kind !== 'ok') return noGame(g);
  return sameTable(g.session, instance) ??  panelFor(pictures, g.session, g.mod, actor, note, at);
}

/** A page of a long menu to show, for the prompt it was turned on: a page of an older prompt shows the first page of the new one. */
export interface PanelPage extends MenuPage {
  prompt: string;
}

/** The panel over a session already at hand (the one an answer has just saved). */
export async function panelFor(pictures: PrivatePictures, s: Session, mod: GameModule, actor: Actor, note = '', at: PanelPage | null = null): Promise<Result<TablePayload, Refusal>> {
  const player = playerOf(s, actor.userId);
  if (!player.ok) return player;
  const p = player.value;
  if (s.phase === 'lobby') return refuse('not-started');
  const prompt = promptsOf(s, mod.engine, p)[0] ?? null;
  const picture = await pictures.of(mod, mod.engine.view(s.state, p), seatNames(s), prompt?.options);
  const page = prompt && at?.prompt === prompt.id ? at : FIRST_PAGE;
  // Standing aside automatically is switched where it means something: in a secret window.
  const seat = s.seats[seatIndexOf(p)]!;
  const aside = prompt?.secretWindow ? (seat.autoAside ? 'on' : 'off') : null;
  const held = seat.standing.map((st) => ({ kind: st.kind, undo: st.undo, text: st.text }));
  const offer = prompt?.standing && !seat.standing.some((st) => st.kind === prompt.standing!.kind) ? { kind: prompt.standing.kind, label: prompt.standing.label } : null;
  // What happened since is told when a decision is theirs again, not on a panel that asks nothing.
  const since = prompt ? sinceLastDecision(s, p) : null;
  const teach = teachingNote(s, mod.engine, p, prompt);
  return ok(privatePromptPayload(s, mod, prompt, picture, note, { undoable: offersWayBack(prompt) ? null : (undoableStep(s, p)?.step ?? null), aside, offer, held, since, teach }, page));
}

/** The decision a person's panel asks over `s` (their first open prompt), or null when it asks nothing. */
export function ownPrompt(s: Session, mod: GameModule, userId: string): Prompt | null {
  const p = seatOfUser(s, userId);
  return p && s.phase === 'playing' ? (promptsOf(s, mod.engine, p)[0] ?? null) : null;
}

/** The id of the prompt a person's panel asks over `s`, or null when it asks nothing. */
export const panelPrompt = (s: Session, mod: GameModule, userId: string): string | null => ownPrompt(s, mod, userId)?.id ?? null;
