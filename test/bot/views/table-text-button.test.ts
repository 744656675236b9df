import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { privatePromptPayload } from '../../../src/bot/views/private-view';
import { decodeCustomId } from '../../../src/bot/views/custom-id';
import type { Row } from '../../../src/bot/views/components';
import { lanternsModule } from '../../fixtures/lanterns-module';
import type { Prompt } from '../../../src/engine/types';
import type { PanelControls } from '../../../src/platform/view/seat-panel';
import { startSession } from '../../fixtures/start-session';

/**
 * The panel's "Table as text" comes last, on every panel whose five rows of controls leave it room; a panel whose
 * rows are full goes without it (`/game view mode:text` says the same) rather than past what Discord takes.
 */

const s = { ...startSession(lanternsModule, 2, 'text-button'), hints: 'on' as const };
const prompt: Prompt = { id: 'q1', player: 'p0', text: 'Pick one', publicText: 'picking', private: false, options: Array.from({ length: 10 }, (_, i) => ({ value: `o${i}`, label: `Option ${i + 1}` })) };
const none: PanelControls = { undoable: null, aside: null, offer: null, held: [] };
// Every control a panel may hold at once, with more standing answers than any game offers: three full rows.
const full: PanelControls = {
  undoable: 'your last step',
  aside: 'off',
  offer: { kind: 'pass-round', label: 'Pass for the rest of the round' },
  held: Array.from({ length: 8 }, (_, i) => ({ kind: `held-${i}`, undo: `Stop ${i}`, text: `Standing ${i}` })),
  teach: { topics: ['goal'], wordings: ['A rule note.'], more: { index: 0, name: 'The goal' } },
};

const kinds = (controls: PanelControls) => {
  const p = privatePromptPayload(s, lanternsModule, prompt, null, '', controls);
  // A V2 panel's text and picture come in a container before the rows of controls.
  const rows = (p.components as Row[]).filter((r) => r.type === ComponentType.ActionRow);
  return { rows: rows.length, kinds: rows.flatMap((r) => r.components).map((c) => ('custom_id' in c ? decodeCustomId(c.custom_id)?.kind : null)) };
};

describe('bot/the panel\'s Table as text', () => {
  it('GIVEN a panel with room THEN Table as text is its last control', () => {
    const { kinds: k } = kinds(none);
    expect(k.at(-1)).toBe('text');
  });

  it('GIVEN a panel whose five rows are full THEN it goes without Table as text and stays within five rows', () => {
    const { rows, kinds: k } = kinds(full);
    expect(rows).toBeLessThanOrEqual(5);
    expect(k).not.toContain('text');
  });
});
