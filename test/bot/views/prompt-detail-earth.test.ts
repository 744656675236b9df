import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../../src/engine/types';
import { privatePromptPayload } from '../../../src/bot/views/private-view';
import { modules } from '../../../src/modules';
import { newLobby } from '../../../src/platform/seats/lobby-seats';
import { payloadText } from '../../fixtures/payload-text';

/** A prompt's detail (what its options have no room for) is shown under its text, in its owner's panel only. */

const s = newLobby({ instance: 'i1', game: 'earth', channelId: 'c1', guildId: null, host: { userId: 'u1', name: 'ana' }, options: {}, timerSeconds: null, now: '2026-01-01T00:00:00.000Z' });
const mod = modules.get('earth')!;
const prompt: Prompt = { player: 'p0', id: 'e1.0', text: 'Keep 1 of these.', publicText: 'keeping', private: true, options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] };

describe('bot/private panel: a detail under an Earth prompt', () => {
  it('GIVEN a prompt with a detail THEN its lines follow the question, seats named', () => {
    const out = privatePromptPayload(s, mod, { ...prompt, detail: 'Gift: {p0} gains 2 Soil.' }, null);
    expect(payloadText(out)).toBe('**Keep 1 of these.**\nGift: ana gains 2 Soil.');
  });

  it('GIVEN a prompt without one THEN only the question is shown', () => {
    expect(payloadText(privatePromptPayload(s, mod, prompt, null))).toBe('**Keep 1 of these.**');
  });
});
