import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { hasWords, t, type WordKey } from '../../words/translate';
import { LOCALES } from '../../words/locales';

/**
 * The slash commands in every language we speak, from the `commands` catalogue: English is Discord's default
 * text, each other language its `name_localizations` / `description_localizations`, so a German client shows
 * `/spiel neu`. A command, option or choice is found by its path (`game/new/pace`, a choice by its value); one the
 * catalogue does not hold (a test's own game) keeps the words its builder gave it. Discord sends back the default
 * names whatever the client shows, so no handler reads a localized name.
 */
interface Node {
  name: string;
  description?: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  choices?: Choice[];
  options?: Node[];
}

interface Choice {
  name: string;
  value: string | number;
  name_localizations?: Record<string, string> | null;
}

const OTHERS = LOCALES.filter((l) => l !== 'en');

function inOthers(key: WordKey): Record<string, string> | null {
  const found = OTHERS.filter((l) => hasWords(l, key)).map((l) => [l, t(l, key)] as const);
  return found.length ? Object.fromEntries(found) : null;
}

function localize(node: Node, path: string): Node {
  const at = `commands:${path}` as const;
  if (!hasWords('en', `${at}.description`)) return node;
  const choices = node.choices?.map((c): Choice => {
    const key: WordKey = `${at}.choices.${String(c.value)}`;
    return hasWords('en', key) ? { ...c, name: t('en', key), name_localizations: inOthers(key) } : c;
  });
  return {
    ...node,
    description: t('en', `${at}.description`),
    name_localizations: inOthers(`${at}.name`),
    description_localizations: inOthers(`${at}.description`),
    ...(choices ? { choices } : {}),
    ...(node.options ? { options: node.options.map((o) => localize(o, `${path}/${o.name}`)) } : {}),
  };
}

export function localized(commands: RESTPostAPIChatInputApplicationCommandsJSONBody[]): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return commands.map((c) => localize(c as Node, c.name) as RESTPostAPIChatInputApplicationCommandsJSONBody);
}
