import { isRecord, recordsOf, type Json } from './json.js';

/** Discord's documented message limits (API v10, unboosted guild). */
export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooter: 2048,
  embedAuthorName: 256,
  embedTotal: 6000,
  actionRows: 5,
  buttonsPerRow: 5,
  customId: 100,
  buttonLabel: 80,
  selectOptions: 25,
  selectOptionText: 100,
  selectPlaceholder: 150,
  selectValues: 25,
  attachments: 10,
  /** Per file, for a guild without boosts: 10 MiB since 2024. */
  attachmentBytes: 10 * 1024 * 1024,
  autocompleteChoices: 25,
  choiceText: 100,
  componentsV2Total: 40,
  componentsV2Text: 4000,
  galleryItems: 10,
  /** A media item's description: its alt text. */
  mediaDescription: 1024,
  modalTitle: 45,
  modalComponents: 5,
} as const;

const IS_COMPONENTS_V2 = 1 << 15;

const ComponentType = {
  ActionRow: 1,
  Button: 2,
  StringSelect: 3,
  TextInput: 4,
  UserSelect: 5,
  RoleSelect: 6,
  MentionableSelect: 7,
  ChannelSelect: 8,
  Section: 9,
  TextDisplay: 10,
  Thumbnail: 11,
  MediaGallery: 12,
  File: 13,
  Separator: 14,
  Container: 17,
  Label: 18,
} as const;

const SELECT_TYPES = new Set<number>([ComponentType.StringSelect, ComponentType.UserSelect, ComponentType.RoleSelect, ComponentType.MentionableSelect, ComponentType.ChannelSelect]);

const ButtonStyle = { Link: 5, Premium: 6 } as const;

export interface PayloadFile {
  name: string;
  size: number;
}

export interface CheckOptions {
  /** Files uploaded alongside the JSON payload (multipart `files[n]`). */
  files?: readonly PayloadFile[];
  /** A new message must have something in it; an edit need not. */
  requireBody?: boolean;
  /** The message an edit changes: a V2 one stays V2, and `attachment://` may name the attachments it keeps. */
  existing?: ExistingMessage;
}

export interface ExistingMessage {
  flags: number;
  content: string;
  embeds: number;
  attachments: readonly { id: string; filename: string }[];
}

/** What an edit needs to know of the message it changes. */
export function existingOf(m: { flags: number; content: string; embeds: readonly unknown[]; attachments: readonly { id: string; filename: string }[] }): ExistingMessage {
  return { flags: m.flags, content: m.content, embeds: m.embeds.length, attachments: m.attachments };
}

/** Collects `path: problem` strings; the path mirrors Discord's 50035 error paths. */
class Problems {
  readonly list: string[] = [];

  add(path: string, problem: string): void {
    this.list.push(`${path}: ${problem}`);
  }

  maxLength(path: string, value: unknown, max: number, min = 0): void {
    if (value === undefined || value === null) {
      if (min > 0) this.add(path, 'is required');
      return;
    }
    if (typeof value !== 'string') {
      this.add(path, `must be a string (got ${typeof value})`);
      return;
    }
    if (value.length > max) this.add(path, `must be ${max} or fewer in length (got ${value.length})`);
    if (value.length < min) this.add(path, `must be ${min} or more in length (got ${value.length})`);
  }

  count(path: string, list: readonly unknown[], max: number, min = 0): void {
    if (list.length > max) this.add(path, `must have ${max} or fewer items (got ${list.length})`);
    if (list.length < min) this.add(path, `must have ${min} or more items (got ${list.length})`);
  }
}

function textLength(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

function checkEmbeds(problems: Problems, embeds: unknown): void {
  if (embeds === undefined || embeds === null) return;
  if (!Array.isArray(embeds)) {
    problems.add('embeds', 'must be an array');
    return;
  }
  problems.count('embeds', embeds, LIMITS.embeds);
  let total = 0;
  embeds.forEach((embed, i) => {
    const path = `embeds.${i}`;
    if (!isRecord(embed)) {
      problems.add(path, 'must be an object');
      return;
    }
    problems.maxLength(`${path}.title`, embed.title, LIMITS.embedTitle);
    problems.maxLength(`${path}.description`, embed.description, LIMITS.embedDescription);
    total += textLength(embed.title) + textLength(embed.description);
    if (isRecord(embed.footer)) {
      problems.maxLength(`${path}.footer.text`, embed.footer.text, LIMITS.embedFooter, 1);
      total += textLength(embed.footer.text);
    }
    if (isRecord(embed.author)) {
      problems.maxLength(`${path}.author.name`, embed.author.name, LIMITS.embedAuthorName, 1);
      total += textLength(embed.author.name);
    }
    if (embed.fields !== undefined) {
      const fields = Array.isArray(embed.fields) ? embed.fields : [];
      problems.count(`${path}.fields`, fields, LIMITS.embedFields);
      fields.forEach((field, j) => {
        const fieldPath = `${path}.fields.${j}`;
        if (!isRecord(field)) {
          problems.add(fieldPath, 'must be an object');
          return;
        }
        problems.maxLength(`${fieldPath}.name`, field.name, LIMITS.embedFieldName, 1);
        problems.maxLength(`${fieldPath}.value`, field.value, LIMITS.embedFieldValue, 1);
        total += textLength(field.name) + textLength(field.value);
      });
    }
  });
  if (total > LIMITS.embedTotal) problems.add('embeds', `total embed text must be ${LIMITS.embedTotal} or fewer characters (got ${total})`);
}

function checkCustomId(problems: Problems, path: string, component: Json, seen: Set<string>): void {
  problems.maxLength(`${path}.custom_id`, component.custom_id, LIMITS.customId, 1);
  if (typeof component.custom_id !== 'string') return;
  if (seen.has(component.custom_id)) problems.add(`${path}.custom_id`, `duplicate custom_id "${component.custom_id}" in the same message`);
  seen.add(component.custom_id);
}

function checkButton(problems: Problems, path: string, button: Json, seen: Set<string>): void {
  const style = button.style;
  if (typeof style !== 'number' || style < 1 || style > 6) {
    problems.add(`${path}.style`, `must be 1..6 (got ${String(style)})`);
    return;
  }
  problems.maxLength(`${path}.label`, button.label, LIMITS.buttonLabel);
  if (style === ButtonStyle.Link) {
    if (typeof button.url !== 'string' || button.url.length === 0) problems.add(`${path}.url`, 'a link button needs a url');
    if (button.custom_id !== undefined) problems.add(`${path}.custom_id`, 'a link button cannot have a custom_id');
  } else if (style === ButtonStyle.Premium) {
    if (typeof button.sku_id !== 'string') problems.add(`${path}.sku_id`, 'a premium button needs a sku_id');
  } else {
    checkCustomId(problems, path, button, seen);
  }
  if (style !== ButtonStyle.Premium && !button.label && !button.emoji) problems.add(path, 'a button needs a label or an emoji');
}

function checkSelect(problems: Problems, path: string, select: Json, seen: Set<string>): void {
  checkCustomId(problems, path, select, seen);
  problems.maxLength(`${path}.placeholder`, select.placeholder, LIMITS.selectPlaceholder);
  const min = select.min_values ?? 1;
  const max = select.max_values ?? 1;
  if (typeof min !== 'number' || min < 0 || min > LIMITS.selectValues) problems.add(`${path}.min_values`, `must be 0..${LIMITS.selectValues} (got ${String(min)})`);
  if (typeof max !== 'number' || max < 1 || max > LIMITS.selectValues) problems.add(`${path}.max_values`, `must be 1..${LIMITS.selectValues} (got ${String(max)})`);
  if (typeof min === 'number' && typeof max === 'number' && min > max) problems.add(`${path}.min_values`, `must not exceed max_values (${min} > ${max})`);
  if (select.type !== ComponentType.StringSelect) return;

  const options = Array.isArray(select.options) ? select.options : [];
  problems.count(`${path}.options`, options, LIMITS.selectOptions, 1);
  if (typeof max === 'number' && options.length > 0 && max > options.length) problems.add(`${path}.max_values`, `must not exceed the number of options (${max} > ${options.length})`);
  const values = new Set<string>();
  options.forEach((option, k) => {
    const optionPath = `${path}.options.${k}`;
    if (!isRecord(option)) {
      problems.add(optionPath, 'must be an object');
      return;
    }
    problems.maxLength(`${optionPath}.label`, option.label, LIMITS.selectOptionText, 1);
    problems.maxLength(`${optionPath}.value`, option.value, LIMITS.selectOptionText, 1);
    problems.maxLength(`${optionPath}.description`, option.description, LIMITS.selectOptionText);
    if (typeof option.value === 'string') {
      if (values.has(option.value)) problems.add(`${optionPath}.value`, `duplicate option value "${option.value}"`);
      values.add(option.value);
    }
  });
  const defaults = options.filter((o) => isRecord(o) && o.default === true).length;
  if (typeof max === 'number' && defaults > max) problems.add(`${path}.options`, `${defaults} default options exceed max_values ${max}`);
}

function checkActionRow(problems: Problems, path: string, row: Json, seen: Set<string>): void {
  const children = Array.isArray(row.components) ? row.components : [];
  problems.count(`${path}.components`, children, LIMITS.buttonsPerRow, 1);
  const selects = children.filter((c) => isRecord(c) && typeof c.type === 'number' && SELECT_TYPES.has(c.type)).length;
  if (selects > 0 && children.length !== 1) problems.add(`${path}.components`, `a row with a select menu must hold exactly that one component (got ${children.length})`);
  children.forEach((child, j) => {
    const childPath = `${path}.components.${j}`;
    if (!isRecord(child)) {
      problems.add(childPath, 'must be an object');
      return;
    }
    if (child.type === ComponentType.Button) checkButton(problems, childPath, child, seen);
    else if (typeof child.type === 'number' && SELECT_TYPES.has(child.type)) checkSelect(problems, childPath, child, seen);
    else problems.add(`${childPath}.type`, `component type ${String(child.type)} cannot go in a message action row`);
  });
}

function checkClassicComponents(problems: Problems, components: unknown[]): void {
  problems.count('components', components, LIMITS.actionRows);
  const seen = new Set<string>();
  components.forEach((row, i) => {
    const path = `components.${i}`;
    if (!isRecord(row) || row.type !== ComponentType.ActionRow) {
      problems.add(`${path}.type`, 'top-level components must be action rows (type 1)');
      return;
    }
    checkActionRow(problems, path, row, seen);
  });
}

/** Where each V2 component may stand: at the top, in a container, or beside a section's text. */
const V2_TOP = new Set<number>([ComponentType.ActionRow, ComponentType.Section, ComponentType.TextDisplay, ComponentType.MediaGallery, ComponentType.File, ComponentType.Separator, ComponentType.Container]);
const V2_IN_CONTAINER = new Set<number>([ComponentType.ActionRow, ComponentType.Section, ComponentType.TextDisplay, ComponentType.MediaGallery, ComponentType.File, ComponentType.Separator]);

/** `attachment://name` in a media item: the name, or null for a URL of the web. */
const attachmentName = (url: unknown): string | null => (typeof url === 'string' && url.startsWith('attachment://') ? url.slice('attachment://'.length) : null);

/** One unfurled media item (a gallery item, a thumbnail, a file): a URL, and an attachment of the message when it names one. */
function checkMedia(problems: Problems, path: string, media: unknown, attachments: ReadonlySet<string>, shown: Set<string>): void {
  if (!isRecord(media) || typeof media.url !== 'string' || media.url.length === 0) {
    problems.add(`${path}.url`, 'is required');
    return;
  }
  const name = attachmentName(media.url);
  if (name === null) return;
  shown.add(name);
  if (!attachments.has(name)) problems.add(`${path}.url`, `attachment "${name}" is not an attachment of this message`);
}

/**
 * Components V2 layouts: no content nor embeds; containers, sections, text displays, media galleries and action rows
 * where Discord lets them stand; at most 40 components counting nested ones (a row's buttons, a section's accessory)
 * and 4,000 characters of text; 1-10 gallery items, each alt text at most 1,024 characters, each `attachment://`
 * naming a file the message has. Returns the attachment names its components show.
 */
function checkComponentsV2(problems: Problems, components: unknown[], attachments: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const shown = new Set<string>();
  let total = 0;
  let text = 0;
  const one = (component: Json, here: string, allowed: ReadonlySet<number>): void => {
    total += 1;
    const type = typeof component.type === 'number' ? component.type : -1;
    if (!allowed.has(type)) {
      problems.add(`${here}.type`, `component type ${String(component.type)} cannot stand here`);
      return;
    }
    switch (type) {
      case ComponentType.ActionRow:
        checkActionRow(problems, here, component, seen);
        total += recordsOf(component.components).length;
        return;
      case ComponentType.TextDisplay:
        problems.maxLength(`${here}.content`, component.content, LIMITS.componentsV2Text, 1);
        text += textLength(component.content);
        return;
      case ComponentType.Container:
        problems.count(`${here}.components`, recordsOf(component.components), Infinity, 1);
        recordsOf(component.components).forEach((c, i) => one(c, `${here}.components.${i}`, V2_IN_CONTAINER));
        return;
      case ComponentType.Section: {
        const texts = recordsOf(component.components);
        problems.count(`${here}.components`, texts, 3, 1);
        texts.forEach((c, i) => one(c, `${here}.components.${i}`, TEXT_ONLY));
        const accessory = component.accessory;
        if (!isRecord(accessory)) problems.add(`${here}.accessory`, 'is required');
        else {
          total += 1;
          if (accessory.type === ComponentType.Button) checkButton(problems, `${here}.accessory`, accessory, seen);
          else if (accessory.type === ComponentType.Thumbnail) {
            checkMedia(problems, `${here}.accessory.media`, accessory.media, attachments, shown);
            problems.maxLength(`${here}.accessory.description`, accessory.description, LIMITS.mediaDescription);
          } else problems.add(`${here}.accessory.type`, 'must be a button or a thumbnail');
        }
        return;
      }
      case ComponentType.MediaGallery: {
        const items = recordsOf(component.items);
        problems.count(`${here}.items`, items, LIMITS.galleryItems, 1);
        items.forEach((item, k) => {
          checkMedia(problems, `${here}.items.${k}.media`, item.media, attachments, shown);
          problems.maxLength(`${here}.items.${k}.description`, item.description, LIMITS.mediaDescription);
        });
        return;
      }
      case ComponentType.File:
        checkMedia(problems, `${here}.file`, component.file, attachments, shown);
        return;
      default:
        return;
    }
  };
  components.forEach((c, i) => (isRecord(c) ? one(c, `components.${i}`, V2_TOP) : problems.add(`components.${i}`, 'must be an object')));
  if (total > LIMITS.componentsV2Total) problems.add('components', `must have ${LIMITS.componentsV2Total} or fewer components in total (got ${total})`);
  if (text > LIMITS.componentsV2Text) problems.add('components', `text displays must hold ${LIMITS.componentsV2Text} or fewer characters in total (got ${text})`);
  return shown;
}

const TEXT_ONLY = new Set<number>([ComponentType.TextDisplay]);

/**
 * A V2 message's own rules, past its components: no content nor embeds (an older message made V2 by an edit must
 * have its content and embeds cleared by it), and a V2 message stays V2. A file it uploads must be shown by one of
 * its components: Discord accepts one that is not, and shows it nowhere.
 */
function checkV2Message(problems: Problems, payload: Json, files: readonly PayloadFile[], existing: ExistingMessage | null): void {
  const flags = typeof payload.flags === 'number' ? payload.flags : null;
  const wasV2 = existing !== null && (existing.flags & IS_COMPONENTS_V2) !== 0;
  if (wasV2 && flags !== null && (flags & IS_COMPONENTS_V2) === 0) problems.add('flags', 'IS_COMPONENTS_V2 cannot be removed from a message that has it');
  const v2 = wasV2 || (flags !== null && (flags & IS_COMPONENTS_V2) !== 0);
  if (!v2) return;
  if (typeof payload.content === 'string' && payload.content.length > 0) problems.add('content', 'cannot be used with the IS_COMPONENTS_V2 flag');
  if (Array.isArray(payload.embeds) && payload.embeds.length > 0) problems.add('embeds', 'cannot be used with the IS_COMPONENTS_V2 flag');
  if (existing && !wasV2) {
    if (existing.content.length > 0 && payload.content !== '' && payload.content !== null) problems.add('content', 'must be cleared to make a message IS_COMPONENTS_V2');
    if (existing.embeds > 0 && !(Array.isArray(payload.embeds) && payload.embeds.length === 0)) problems.add('embeds', 'must be cleared to make a message IS_COMPONENTS_V2');
  }
  const kept = existing === null ? [] : Array.isArray(payload.attachments) ? existing.attachments.filter((a) => recordsOf(payload.attachments).some((e) => String(e.id) === a.id)) : existing.attachments;
  const names = new Set([...kept.map((a) => a.filename), ...files.map((f) => f.name)]);
  if (!Array.isArray(payload.components)) return;
  const shown = checkComponentsV2(problems, payload.components, names);
  files.forEach((f, i) => {
    if (!shown.has(f.name)) problems.add(`files.${i}`, `"${f.name}" is shown by no component of this IS_COMPONENTS_V2 message`);
  });
}

function checkAttachments(problems: Problems, payload: Json, files: readonly PayloadFile[]): void {
  const entries = Array.isArray(payload.attachments) ? payload.attachments : [];
  problems.count('attachments', entries.length > files.length ? entries : files, LIMITS.attachments);
  files.forEach((file, i) => {
    if (file.size > LIMITS.attachmentBytes) problems.add(`files.${i}`, `"${file.name}" is ${file.size} bytes; the limit is ${LIMITS.attachmentBytes}`);
    if (file.name.length === 0) problems.add(`files.${i}`, 'needs a filename');
  });
}

const isV2 = (payload: Json, existing: ExistingMessage | null): boolean =>
  ((typeof payload.flags === 'number' ? payload.flags : (existing?.flags ?? 0)) & IS_COMPONENTS_V2) !== 0 || ((existing?.flags ?? 0) & IS_COMPONENTS_V2) !== 0;

function hasBody(payload: Json, files: readonly PayloadFile[]): boolean {
  const nonEmpty = (v: unknown): boolean => Array.isArray(v) && v.length > 0;
  return (
    (typeof payload.content === 'string' && payload.content.length > 0) ||
    nonEmpty(payload.embeds) ||
    nonEmpty(payload.components) ||
    nonEmpty(payload.sticker_ids) ||
    files.length > 0 ||
    isRecord(payload.poll)
  );
}

/**
 * Every problem Discord would reject (or silently truncate) in a message payload: a create, an
 * edit, an interaction response or a follow-up. Returns `path: problem` strings; empty means valid.
 */
export function checkMessagePayload(payload: unknown, options: CheckOptions = {}): string[] {
  const problems = new Problems();
  if (!isRecord(payload)) {
    problems.add('(body)', 'must be a JSON object');
    return problems.list;
  }
  const files = options.files ?? [];
  problems.maxLength('content', payload.content, LIMITS.content);
  checkEmbeds(problems, payload.embeds);
  if (payload.components !== undefined && payload.components !== null) {
    if (!Array.isArray(payload.components)) problems.add('components', 'must be an array');
    else if (!isV2(payload, options.existing ?? null)) checkClassicComponents(problems, payload.components);
  }
  checkV2Message(problems, payload, files, options.existing ?? null);
  checkAttachments(problems, payload, files);
  if (options.requireBody && !hasBody(payload, files)) problems.add('(body)', 'Cannot send an empty message (50006)');
  return problems.list;
}

/** Autocomplete callback (type 8): at most 25 choices, names and string values 1..100 characters. */
export function checkAutocompleteChoices(data: unknown): string[] {
  const problems = new Problems();
  const choices = isRecord(data) && Array.isArray(data.choices) ? data.choices : null;
  if (choices === null) {
    problems.add('choices', 'is required');
    return problems.list;
  }
  problems.count('choices', choices, LIMITS.autocompleteChoices);
  choices.forEach((choice, i) => {
    if (!isRecord(choice)) {
      problems.add(`choices.${i}`, 'must be an object');
      return;
    }
    problems.maxLength(`choices.${i}.name`, choice.name, LIMITS.choiceText, 1);
    if (typeof choice.value === 'string') problems.maxLength(`choices.${i}.value`, choice.value, LIMITS.choiceText);
    else if (typeof choice.value !== 'number') problems.add(`choices.${i}.value`, 'must be a string or a number');
  });
  return problems.list;
}

/** Modal callback (type 9): title ≤ 45, custom_id 1..100, 1..5 top-level components. */
export function checkModal(data: unknown): string[] {
  const problems = new Problems();
  if (!isRecord(data)) {
    problems.add('data', 'is required');
    return problems.list;
  }
  problems.maxLength('title', data.title, LIMITS.modalTitle, 1);
  problems.maxLength('custom_id', data.custom_id, LIMITS.customId, 1);
  problems.count('components', Array.isArray(data.components) ? data.components : [], LIMITS.modalComponents, 1);
  return problems.list;
}
