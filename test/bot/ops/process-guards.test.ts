import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { installProcessGuards } from '../../../src/bot/ops/process-guards';

describe('bot/process guards', () => {
  let guards: ReturnType<typeof installProcessGuards> | null = null;
  afterEach(() => {
    if (guards) {
      process.off('uncaughtException', guards.onException);
      process.off('unhandledRejection', guards.onRejection);
    }
  });

  it('logs an uncaught exception as fatal and exits with 1, but only logs an unhandled rejection', () => {
    const lines: { level: number; msg: string }[] = [];
    const log = pino({ level: 'info' }, { write: (l: string) => lines.push(JSON.parse(l)) });
    const exits: number[] = [];
    guards = installProcessGuards(log, (code) => exits.push(code));
    guards.onRejection(new Error('late'));
    expect(exits).toEqual([]);
    guards.onException(new Error('boom'));
    expect(exits).toEqual([1]);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, 'unhandled rejection'],
      [60, 'uncaught exception: exiting so a clean process takes over'],
    ]);
  });
});
