import { ButtonStyle } from 'discord.js';
import type { Prompt } from '../../engine/types';
import type { GameModule, Picture } from '../../platform/module';
import { pictureFile } from './picture-file';
import type { Session } from '../../platform/session-schema';
import { tableViewOf } from '../../platform/view/table-view-model';
import type { PanelControls } from '../../platform/view/seat-panel';
import { BUTTON_FIT, button, promptRows, row, type Row } from './components';
import { firstFit } from '../../engine/wording';
import { wordingsOf } from '../../engine/words';
import { encodeCustomId } from './custom-id';
import { FIRST_PAGE, type MenuPage } from './menu-pages';
import type { TablePayload } from './table-view';
import { container, gallery, textDisplay, V2_FLAGS } from './v2';
import { sayTable } from '../../platform/words/table-words';
import type { Language } from '../../words/locales';

/**
 * Messages meant for one player: their prompt, their hand, their DM. Built from that
 * seat's own view, never from another seat's.
 */

const NO_CONTROLS: PanelControls = { undoable: null, aside: null, offer: null, held: [] };
/** A message holds five rows of controls. */
const MESSAGE_ROWS = 5;
/** A message holds 2,000 characters: what happened since gives way to the decision, oldest lines first. */
const CONTENT_MAX = 1900;

/** "Since your last turn" within `room` characters, in `language`: whole lines, the oldest left to `/game log` when they do not fit. */
function sinceBlock(since: PanelControls['since'], room: number, language: Language, named: (text: string) => string): string {
  if (!since || since.lines.length === 0) return '';
  const lines = since.lines.map(named);
  let more = since.more;
  const text = () => [sayTable(language, 'panel.since'), ...lines.map((l) => `• ${l}`), more > 0 ? `-# ${sayTable(language, 'panel.moreLines', { count: more })}` : ''].filter(Boolean).join('\n');
  while (lines.length > 0 && text().length > room) {
    lines.shift();
    more++;
  }
  return lines.length > 0 ? text() : '';
}

/**
 * `at`: the page of a long menu to show, with the options picked so far. `language`: the reader's own (their seat's,
 * or their interaction's); everything on the panel is said in it, the picture too.
 */
export function privatePromptPayload(s: Session, mod: GameModule, prompt: Prompt | null, picture: Picture | null, note = '', controls: PanelControls = NO_CONTROLS, at: MenuPage = FIRST_PAGE, language: Language = s.language): TablePayload {
  const v = tableViewOf(s, language);
  const components: Row[] = prompt ? promptRows(s.instance, prompt.id, v.options(prompt.options), prompt.min ?? 1, prompt.max ?? 1, at, language) : [];
  const undo = controls.undoable === null ? null : undoWords(controls.undoable, v.named, language);
  components.push(...controlRows(s, v.named, controls, prompt !== null, undo?.label ?? null, MESSAGE_ROWS - components.length, language));
  // The detail goes under the question it explains: what each option gives or costs, beside the choice.
  // What stands (a standing answer, the step Undo takes back when its button could not name it) comes before the question.
  const standing = [...controls.held.map((h) => v.named(h.text)), undo?.line ?? ''];
  const asked = [prompt ? `**${v.named(prompt.text)}**` : controls.idle ? v.named(controls.idle) : sayTable(language, 'panel.nothingAsked'), prompt?.detail ? v.named(prompt.detail) : ''];
  // A rule note gives way to the decision it explains, in its shorter wordings first: beside a long one, Why? still tells the rule.
  const length = (xs: readonly string[]) => xs.reduce((n, l) => n + l.length + 1, 0);
  note = v.named(note);
  const room = CONTENT_MAX - length([note, ...standing, ...asked]) - 1;
  const teach = controls.teach?.wordings.map((w) => v.named(w)).find((w) => w.length <= room) ?? '';
  const decision = [note, ...standing, teach, ...asked].filter(Boolean);
  const used = length(decision);
  const lines = [sinceBlock(controls.since, CONTENT_MAX - used - 1, language, v.named), ...decision].filter(Boolean);
  return privateMessage(lines.join('\n'), picture, components);
}

const PRIVATE_COLOR = 0x2f6db5;

/** A message for one person: its text and their picture in one card, the controls under it; V2 (v2.ts). */
function privateMessage(text: string, picture: Picture | null, rows: readonly Row[]): TablePayload {
  return {
    flags: V2_FLAGS,
    components: [container(PRIVATE_COLOR, [textDisplay(text), picture && gallery(picture)]), ...rows],
    files: picture ? [pictureFile(picture)] : [],
    allowedMentions: { parse: [] },
  };
}

/**
 * The Undo button names the step it takes back when the name fits the button, else in one of the step's own shorter
 * wordings (a long option's "Name: what it does" is fitted down to its name), else no name: then the panel's text
 * names the whole step, where it can be read. A said step is never split: its wording is whole in every language.
 */
function undoWords(step: string, named: (text: string) => string, language: Language): { label: string; line: string } {
  const said = named(step);
  const whole = sayTable(language, 'panel.undoStep', { step: said });
  const shorter = step ? wordingsOf(step).map((f) => sayTable(language, 'panel.undoStep', { step: named(f) })) : [];
  const label = firstFit(BUTTON_FIT, [...(step ? [whole] : []), ...shorter, sayTable(language, 'panel.undo')]);
  return { label, line: step && label !== whole ? `-# ${sayTable(language, 'panel.undoTakesBack', { step: said })}` : '' };
}

/** The seat's own controls, "Why?" first while a decision is open, "Table as text" last; five to a row, as Discord allows. */
function controlRows(s: Session, named: (text: string) => string, c: PanelControls, asking: boolean, undo: string | null, rows: number, language: Language): Row[] {
  const w = (key: string, params = {}) => sayTable(language, key, params);
  const out: Row['components'] = [];
  if (asking) out.push(button(encodeCustomId({ kind: 'why', instance: s.instance }), w('controls.why')));
  if (asking && s.hints === 'on') out.push(button(encodeCustomId({ kind: 'hint', instance: s.instance }), w('controls.hint')));
  if (c.teach?.more) out.push(button(encodeCustomId({ kind: 'lesson', instance: 'ref', game: s.game, entry: `t${c.teach.more.index}` }), firstFit(BUTTON_FIT, [w('panel.moreOf', { name: named(c.teach.more.name) }), w('panel.moreOfRule')])));
  if (c.teach) out.push(button(encodeCustomId({ kind: 'notes', instance: s.instance, verb: 'off' }), w('panel.noMoreNotes')));
  if (undo !== null) out.push(button(encodeCustomId({ kind: 'undo', instance: s.instance }), undo, ButtonStyle.Danger));
  if (c.aside === 'off') out.push(button(encodeCustomId({ kind: 'aside', instance: s.instance, verb: 'on' }), w('panel.asideOn')));
  if (c.aside === 'on') out.push(button(encodeCustomId({ kind: 'aside', instance: s.instance, verb: 'off' }), w('panel.asideOff')));
  if (c.offer) out.push(button(encodeCustomId({ kind: 'standing', instance: s.instance, verb: 'on', what: c.offer.kind }), named(c.offer.label)));
  for (const h of c.held) out.push(button(encodeCustomId({ kind: 'standing', instance: s.instance, verb: 'off', what: h.kind }), named(h.undo), ButtonStyle.Primary));
  // Last, wherever a message's rows leave it room: the whole table in words, for a reader the picture does not
  // reach. A panel without room for it still has `/game view mode:text`.
  if (Math.ceil((out.length + 1) / 5) <= rows) out.push(button(encodeCustomId({ kind: 'text', instance: s.instance }), w('panel.tableAsText')));
  return Array.from({ length: Math.ceil(out.length / 5) }, (_, k) => row(...out.slice(k * 5, k * 5 + 5)));
}

/** A DM: what it says (`text`: the seat's news, seats named), where the table is, and where to see everything with its picture. */
export function dmPayload(mod: GameModule, place: string, link: string, picture: Picture | null, text: string, language: Language): TablePayload {
  return privateMessage([text, sayTable(language, 'dm.where', { game: mod.engine.name, place, link }), sayTable(language, 'dm.details')].join('\n'), picture, []);
}
