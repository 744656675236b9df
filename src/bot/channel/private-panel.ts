import type { Prompt } from '../../engine/types';
import type { Actor } from '../../platform/seats/permissions';
import type { GameModule } from '../../platform/module';
import { ok, type Result } from '../../engine/result';
import type { Refusal } from '../../platform/words/refusals';
import { noGame } from '../../platform/records/table-records';
import type { Session } from '../../platform/session-schema';
import type { TableRunner } from '../../platform/runner/table-runner';
import { ownPrompt as ownPromptOf, seatPanel } from '../../platform/view/seat-panel';
import type { PrivatePictures } from '../pictures/private-pictures';
import { FIRST_PAGE, type MenuPage } from '../views/menu-pages';
import { privatePromptPayload } from '../views/private-view';
import type { TablePayload } from '../views/table-view';
import { readerLanguage, seatLocaleStale } from '../../platform/view/table-view-model';
import type { Language } from '../../words/locales';

/** The private prompt panel for a player: their first open prompt, with their own picture. */
export async function privatePanel(runner: TableRunner, pictures: PrivatePictures, channelId: string, instance: string | null, actor: Actor, note = '', at: PanelPage | null = null, language?: Language): Promise<Result<TablePayload, Refusal>> {
  // A read needs no turn in the channel's queue, and the picture is drawn outside it.
  const r = await privateShownPanel(runner, pictures, channelId, instance, actor, note, at, language);
  return r.ok ? ok(r.value.payload) : r;
}

/** `privatePanel`, with what its picture shows. */
export async function privateShownPanel(runner: TableRunner, pictures: PrivatePictures, channelId: string, instance: string | null, actor: Actor, note = '', at: PanelPage | null = null, language?: Language): Promise<Result<ShownPanel, Refusal>> {
  const g = await runner.read(channelId);
  if (g.kind !== 'ok') return noGame(g);
  // The person's language, told by this press, kept on their seat for what they are told unasked (only when it changed).
  if (seatLocaleStale(g.session, actor.userId, actor.locale)) await runner.seatLocale(channelId, actor);
  return shownPanel(pictures, g.session, g.mod, actor, note, at, instance, language);
}

/** A page of a long menu to show, for the prompt it was turned on: a page of an older prompt shows the first page of the new one. */
export interface PanelPage extends MenuPage {
  prompt: string;
}

/** The panel over a session already at hand (the one an answer has just saved); `instance`, the table a control was pressed on. */
export async function panelFor(pictures: PrivatePictures, s: Session, mod: GameModule, actor: Actor, note = '', at: PanelPage | null = null, instance: string | null = null, language?: Language): Promise<Result<TablePayload, Refusal>> {
  const r = await shownPanel(pictures, s, mod, actor, note, at, instance, language);
  return r.ok ? ok(r.value.payload) : r;
}

/** A panel as it is sent, with what its picture was drawn from (null: no picture): a message already showing it keeps its attachment. */
export interface ShownPanel {
  payload: TablePayload;
  shows: string | null;
}

/**
 * `panelFor`, with what its picture shows. `language`: the reader's (their interaction's, when they pressed);
 * not given, their seat's (a panel redrawn unasked).
 */
export async function shownPanel(pictures: PrivatePictures, s: Session, mod: GameModule, actor: Actor, note = '', at: PanelPage | null = null, instance: string | null = null, language?: Language): Promise<Result<ShownPanel, Refusal>> {
  const panel = seatPanel(s, mod.engine, actor.userId, instance);
  if (!panel.ok) return panel;
  const { prompt, view, names, controls } = panel.value;
  const reads = language ?? readerLanguage(s, actor.userId, s.language);
  const picture = await pictures.of(mod, view, names, prompt?.options, reads);
  const page = prompt && at?.prompt === prompt.id ? at : FIRST_PAGE;
  return ok({ payload: privatePromptPayload(s, mod, prompt, picture, note, controls, page, reads), shows: picture ? (pictures.keyOf(picture) ?? null) : null });
}

/** The decision a person's panel asks over `s` (their first open prompt), or null when it asks nothing. */
export const ownPrompt = (s: Session, mod: GameModule, userId: string): Prompt | null => ownPromptOf(s, mod.engine, userId);

/** The id of the prompt a person's panel asks over `s`, or null when it asks nothing. */
export const panelPrompt = (s: Session, mod: GameModule, userId: string): string | null => ownPrompt(s, mod, userId)?.id ?? null;
