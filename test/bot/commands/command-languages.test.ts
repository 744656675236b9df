import { describe, expect, it } from 'vitest';
import { allCommands } from '../../../src/bot/commands/index';
import { modules } from '../../../src/modules';
import { registry } from '../../../src/platform/module';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { checkCommandList } from '../../discord-server/index';
import enCommands from '../../../src/words/catalogues/en/commands.json';
import deCommands from '../../../src/words/catalogues/de/commands.json';

interface Node {
  name: string;
  description: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  choices?: { name: string; value: string | number; name_localizations?: Record<string, string> | null }[];
  options?: Node[];
}

type Entry = { name: string; description: string; choices?: Record<string, string> };
const en = enCommands as Record<string, Entry>;
const de = deCommands as Record<string, Entry>;

/** Every command and option with its catalogue path (`game/new/pace`). */
function nodes(list: readonly Node[], prefix = ''): [string, Node][] {
  return list.flatMap((n) => {
    const path = prefix ? `${prefix}/${n.name}` : n.name;
    return [[path, n] as [string, Node], ...nodes(n.options ?? [], path)];
  });
}

const shipped = nodes(allCommands(modules) as Node[]);

describe('bot/commands in every language', () => {
  it('gives every command, option and choice of the shipped games its German name and description from the catalogue', () => {
    expect(shipped.length).toBeGreaterThan(50);
    for (const [path, n] of shipped) {
      expect(n.name_localizations?.de, path).toBe(de[path]!.name);
      expect(n.description_localizations?.de, path).toBe(de[path]!.description);
      for (const c of n.choices ?? []) expect(c.name_localizations?.de, `${path} ${c.value}`).toBe(de[path]!.choices![String(c.value)]);
    }
  });

  it("takes the English descriptions and choices from the catalogue, whose names are the commands' own", () => {
    for (const [path, n] of shipped) {
      expect(en[path]!.name, path).toBe(n.name);
      expect(n.description, path).toBe(en[path]!.description);
      for (const c of n.choices ?? []) expect(c.name, `${path} ${c.value}`).toBe(en[path]!.choices![String(c.value)]);
    }
  });

  it('holds no catalogue entry for a command or option that no longer exists', () => {
    const paths = new Set(shipped.map(([p]) => p));
    expect(Object.keys(en).filter((p) => !paths.has(p))).toEqual([]);
  });

  it("localizes a German client's commands within Discord's rules, and leaves a game the catalogue does not know in its builder's words", () => {
    expect(checkCommandList(allCommands(modules))).toEqual([]);
    const withLanterns = nodes(allCommands(registry([lanternsModule])) as Node[]);
    const lanterns = withLanterns.find(([p]) => p === 'game/new/rounds');
    expect(lanterns?.[1].name_localizations ?? null).toBeNull();
    expect(withLanterns.find(([p]) => p === 'game/new')![1].name_localizations).toEqual({ de: 'neu' });
  });
});
