import type { GameModule } from '../../platform/module';
import { pages } from '../../platform/reference/pages';
import type { Session } from '../../platform/session-schema';
import { tableViewOf } from '../../platform/view/table-view-model';
import { sayTable } from '../../platform/words/table-words';
import type { Language } from '../../words/locales';

/** A message holds 2,000 characters: a page's text and its heading ("page 2 of 3") stay within it. */
const PAGE_MAX = 1900;

interface TextMessage {
  content: string;
  allowedMentions: { parse: [] };
}

/**
 * The table as text (`/game view mode:text`, the panel's "Table as text"), for a screen reader: the game's
 * `tableText` of the public view, paged between paragraphs into private messages that each fit one, nothing cut;
 * then, for a seated asker, what they alone hold, marked as theirs. Sent in order: the first as the reply, the rest
 * as follow-ups.
 */
export function tableTextMessages(s: Session, mod: GameModule, userId: string, language: Language): TextMessage[] {
  const v = tableViewOf(s, language);
  const text = v.tableText(mod);
  if (text === null) return [{ content: sayTable(language, 'tableText.notStarted'), allowedMentions: { parse: [] } }];
  const all = pages(text, PAGE_MAX);
  const table = all.map((page, k) => ({ content: all.length === 1 ? page : `${sayTable(language, 'tableText.page', { page: k + 1, count: all.length })}\n${page}`, allowedMentions: { parse: [] as [] } }));
  // A seated person's own secrets come apart from the table, in a message of their own that says whose they are.
  const own = v.ownText(mod, userId);
  return own ? [...table, ...pages(own, PAGE_MAX).map((page) => ({ content: `**${ownHeading(language)}**\n${page}`, allowedMentions: { parse: [] as [] } }))] : table;
}

/** The heading of what only the asker holds, after the table's pages. */
export const ownHeading = (language: Language): string => sayTable(language, 'tableText.own');
