import { describe, expect, it } from 'vitest';
import { say } from '../../../src/words/say';
import { privatePromptPayload } from '../../../src/bot/views/private-view';
import { tablePayload } from '../../../src/bot/views/table-view';
import { tippingPoint } from '../../../src/games/tipping-point';
import type { AnyEngine } from '../../../src/engine/types';
import type { GameModule } from '../../../src/platform/module';
import { publicDecisions } from '../../../src/platform/telling/public-prompt';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import type { Session } from '../../../src/platform/session-schema';
import { NOW, startSession } from '../../fixtures/start-session';
import { payloadText } from '../../fixtures/payload-text';

/**
 * A prompt's detail (what its options need that their labels cannot hold) is read beside the choice: under the
 * question in the owner's panel. The table message says each thing once: its Why? tells a public prompt's options.
 */

const engine = tippingPoint as unknown as AnyEngine;
// The views read only the engine of a module; no picture is drawn here.
const mod = { engine } as unknown as GameModule;
const picture = { png: Buffer.from(''), name: 't.png', alt: '' };

function playUntil(s: Session, until: (s: Session) => boolean): Session {
  for (let i = 0; i < 500 && !until(s); i++) {
    const p = openPrompts(s, engine)[0]!;
    const r = answer(s, engine, p.player, { prompt: p.id, values: p.options.slice(0, Math.max(1, p.min ?? 1)).map((o) => o.value) }, NOW);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.session;
  }
  return s;
}

const description = (s: Session) => payloadText(tablePayload({ session: s, engine, decisions: publicDecisions(s, engine), picture, summary: '', outcome: null }));

describe('bot/prompt detail', () => {
  it('shows a public prompt’s detail under its question in the panel, and not again on the table message (Why? tells it there)', () => {
    const s = startSession(mod, 2, 'detail');
    const p = openPrompts(s, engine)[0]!;
    const detail = say('en', p.detail!);
    expect(detail).toContain('Norrvik Union: hand 4, +2 a round');
    expect(payloadText(privatePromptPayload(s, mod, p, null))).toBe(`**${say('en', p.text)}**\n${detail}`);
    expect(description(s)).not.toContain('Norrvik Union: hand 4');
    expect(JSON.stringify(tablePayload({ session: s, engine, decisions: publicDecisions(s, engine), picture, summary: '', outcome: null }).components)).toContain('Why? What do these do?');
  });

  it('keeps a private prompt’s detail (a hand’s cards) off the table message', () => {
    const s = playUntil(startSession(mod, 2, 'detail'), (x) => openPrompts(x, engine)[0]?.private === true);
    const p = openPrompts(s, engine)[0]!;
    expect(p.detail).toBeTruthy();
    const detail = say('en', p.detail!);
    expect(payloadText(privatePromptPayload(s, mod, p, null))).toContain(detail);
    expect(description(s)).not.toContain(detail.split('\n')[0]!);
  });

  it('keeps the panel of every prompt of a seeded game within Discord’s 2000 characters, its detail included', () => {
    let longest = 0;
    playUntil(startSession(mod, 3, 'detail-long'), (x) => {
      for (const p of openPrompts(x, engine)) longest = Math.max(longest, payloadText(privatePromptPayload(x, mod, p, null)).length);
      return openPrompts(x, engine).length === 0;
    });
    expect(longest).toBeGreaterThan(200);
    expect(longest).toBeLessThanOrEqual(2000);
  });
});
