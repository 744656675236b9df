import { describe, expect, test } from 'vitest';
import { checkCommandDefinition, checkCommandList } from './command-limits.js';

describe('command definition limits', () => {
  test('a valid command with a subcommand', () => {
    const game = {
      name: 'game',
      description: 'Games',
      options: [{ type: 1, name: 'new', description: 'Start', options: [{ type: 3, name: 'name', description: 'Game', required: true }] }],
    };
    expect(checkCommandDefinition(game)).toEqual([]);
  });

  test('names, descriptions, option order and choices', () => {
    const bad = {
      name: 'Game',
      description: '',
      options: [
        { type: 3, name: 'later', description: 'x' },
        { type: 3, name: 'first', description: 'x', required: true, choices: Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: `c${i}` })) },
      ],
    };
    expect(checkCommandDefinition(bad)).toEqual([
      'command.name: "Game" must be lowercase',
      'command.description: must be 1..100 characters',
      'command.options.1: required options must come before optional ones',
      'command.options.1.choices: 26 choices; the limit is 25',
    ]);
  });

  test('localized names follow the name rules, localized texts the length rules, in locales Discord knows', () => {
    const bad = {
      name: 'game',
      description: 'Games',
      name_localizations: { de: 'Spiel neu', xx: 'spiel' },
      description_localizations: { de: 'x'.repeat(101) },
      options: [{ type: 3, name: 'pace', description: 'Pace', name_localizations: { de: 'tempo' }, choices: [{ name: 'slow', value: 'slow', name_localizations: { de: '' } }] }],
    };
    expect(checkCommandDefinition(bad)).toEqual([
      'command.name_localizations.de.name: "Spiel neu" must match /^[-_\'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$/u',
      'command.name_localizations.xx: not a Discord locale',
      'command.description_localizations.de.description: must be 1..100 characters',
      'command.options.0.choices.0.name_localizations.de: must be 1..100 characters',
    ]);
    const upper = { name: 'game', description: 'Games', name_localizations: { de: 'Spiel' } };
    expect(checkCommandDefinition(upper)).toEqual(['command.name_localizations.de.name: "Spiel" must be lowercase']);
  });

  test('the text limit holds in each locale a command is localized to', () => {
    const long = 'x'.repeat(100);
    const options = Array.from({ length: 25 }, (_, i) => ({ type: 1, name: `s${i}`, description: 'x', options: Array.from({ length: 4 }, (_, k) => ({ type: 3, name: `o${k}`, description: 'x', description_localizations: { de: long } })) }));
    expect(checkCommandDefinition({ name: 'game', description: 'Games', options })).toEqual(['command (de): 10299 characters of names, descriptions and choices; the limit is 8000']);
  });

  test('duplicate names in a bulk overwrite', () => {
    expect(checkCommandList([{ name: 'a', description: 'x' }, { name: 'a', description: 'y' }])).toEqual(['(body): duplicate command name "a"']);
  });
});
