import { describe, expect, it } from 'vitest';
import { privatePromptPayload } from '../../../src/bot/views/private-view';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { startSession } from '../../fixtures/start-session';
import { promptsOf } from '../../../src/platform/table/open-prompts';
import { payloadText } from '../../fixtures/payload-text';

/** The private panel opens with what happened since the seat's last turn, and gives way to the decision. */
const s = startSession(lanternsModule, 2, 'since-view');
const prompt = promptsOf(s, lanternsModule.engine, 'p0')[0]!;
const controls = (lines: string[], more: number) => ({ undoable: null, aside: null, offer: null, held: [], since: { lines, more } });

describe('bot/since your last turn in the panel', () => {
  it('GIVEN lines since the last turn THEN the panel opens with them, then the decision, and points to the log for the rest', () => {
    const content = payloadText(privatePromptPayload(s, lanternsModule, prompt, null, '', controls(['P2 plays 8.', 'Round 2 begins.'], 3)));
    expect(content.startsWith('**Since your last turn:**\n• P2 plays 8.\n• Round 2 begins.\n-# 3 more lines in `/game log`\n**')).toBe(true);
  });

  it('GIVEN a long decision THEN the oldest lines give way, counted, and the message stays within Discord\'s 2,000', () => {
    const long = { ...prompt, detail: 'd'.repeat(1500) };
    const lines = Array.from({ length: 5 }, (_, k) => `Line ${k}: ${'x'.repeat(90)}`);
    const content = payloadText(privatePromptPayload(s, lanternsModule, long, null, '', controls(lines, 0)));
    expect(content.length).toBeLessThanOrEqual(2000);
    expect(content).toContain('Line 4:');
    expect(content).not.toContain('Line 0:');
    expect(content).toMatch(/-# \d more lines in `\/game log`/);
    expect(content).toContain('d'.repeat(1500));
  });

  it('GIVEN nothing since THEN the panel starts with the decision', () => {
    expect(payloadText(privatePromptPayload(s, lanternsModule, prompt, null, '', controls([], 0))).startsWith('**')).toBe(true);
    expect(payloadText(privatePromptPayload(s, lanternsModule, prompt, null, '', controls([], 0)))).not.toContain('Since your last turn');
  });
});
