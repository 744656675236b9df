import { describe, expect, it } from 'vitest';
import { variantOptions } from '../../../src/bot/commands/game/new';
import { allCommands } from '../../../src/bot/commands/index';
import type { OptionSpec } from '../../../src/engine/types';
import { registry, type GameModule } from '../../../src/platform/module';
import { modules } from '../../../src/modules';
import { checkCommandList } from '../../discord-server/index';
import { lanternsModule } from '../../fixtures/lanterns-module';

const withSpecs = (id: string, specs: OptionSpec[]): GameModule => ({ ...lanternsModule, engine: { ...lanternsModule.engine, id, name: id, optionSpecs: specs, shortcuts: undefined } });

describe('commands/game', () => {
  it('merges an option two games share into the widest range and every choice', () => {
    const specs = variantOptions(registry([
      withSpecs('a', [{ kind: 'integer', name: 'difficulty', description: 'How hard', default: 0, min: 0, max: 10 }, { kind: 'choice', name: 'variant', description: 'V', default: 'x', choices: [{ value: 'x', label: 'X' }] }]),
      withSpecs('b', [{ kind: 'integer', name: 'difficulty', description: 'Gaia', default: 2, min: 1, max: 12 }, { kind: 'choice', name: 'variant', description: 'V', default: 'y', choices: [{ value: 'x', label: 'X' }, { value: 'y', label: 'Y' }] }]),
    ]));
    expect(specs).toEqual([
      { kind: 'integer', name: 'difficulty', description: 'How hard (a, b)', default: 0, min: 0, max: 12 },
      { kind: 'choice', name: 'variant', description: "Each game's own variant, suggested once game is given (a, b)", default: 'x', choices: [{ value: 'x', label: 'X' }, { value: 'y', label: 'Y' }] },
    ]);
  });

  it('refuses two games that give one option name different kinds', () => {
    expect(() => variantOptions(registry([
      withSpecs('a', [{ kind: 'boolean', name: 'expert', description: 'E', default: false }]),
      withSpecs('b', [{ kind: 'integer', name: 'expert', description: 'E', default: 0, min: 0, max: 1 }]),
    ]))).toThrow('Option "expert" is a boolean in a but a integer in b');
  });

  it('offers a choice of /game new through autocomplete, never as one list of every game\'s values', () => {
    const neu = (allCommands(modules)[0]!.options as { name: string; options: { name: string; autocomplete?: boolean; choices?: unknown[] }[] }[]).find((o) => o.name === 'new')!;
    const variant = neu.options.find((o) => o.name === 'variant')!;
    expect(variant.autocomplete).toBe(true);
    expect(variant.choices ?? []).toEqual([]);
  });

  it('offers /game view with its mode, text the only one so far and so the default', () => {
    const view = (allCommands(modules)[0]!.options as { name: string; options?: { name: string; required?: boolean; choices?: { value: string }[] }[] }[]).find((o) => o.name === 'view')!;
    expect(view.options).toEqual([expect.objectContaining({ name: 'mode', choices: [expect.objectContaining({ value: 'text' })] })]);
    expect(view.options![0]!.required ?? false).toBe(false);
  });

  it('builds commands for the shipped games that Discord accepts', () => {
    const cmds = allCommands(modules);
    expect(checkCommandList(cmds)).toEqual([]);
    const neu = (cmds[0]!.options as { name: string; options?: unknown[] }[]).find((o) => o.name === 'new')!;
    expect(neu.options!.length).toBeLessThanOrEqual(25);
  });
});
