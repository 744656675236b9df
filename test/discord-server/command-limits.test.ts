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

  test('duplicate names in a bulk overwrite', () => {
    expect(checkCommandList([{ name: 'a', description: 'x' }, { name: 'a', description: 'y' }])).toEqual(['(body): duplicate command name "a"']);
  });
});
