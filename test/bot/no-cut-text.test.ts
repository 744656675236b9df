import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/engine/types';
import { privatePromptPayload } from '../../src/bot/views/private-view';
import { modules } from '../../src/modules';
import { namedOptions } from '../../src/platform/table/session';
import type { Session } from '../../src/platform/table/session-schema';
import { startSession } from '../fixtures/start-session';
import { walkPrompts } from '../fixtures/walk-prompts';
import { teachingNote } from '../../src/platform/table/teaching';
import { tablePayload } from '../../src/bot/views/table-view';
import { publicDecisions } from '../../src/platform/table/public-prompt';

/**
 * Nothing cut: over seeded random games of all three games, every prompt's private panel and the table message are
 * built as the bot sends them, with long player names, and every text must fit its Discord limit as written. A label,
 * description, placeholder, message or embed that would be cut ("…" put where the words ran out) fails here, naming
 * the prompt: write it shorter.
 */

const LONG_NAME = 'Alexandria the Great';
const LIMITS = { content: 2000, button: 80, label: 100, description: 100, placeholder: 150 };

interface Control { type: number; label?: string; placeholder?: string; options?: { label: string; description?: string }[] }

function problems(s: Session, p: Prompt, game: string): string[] {
  const mod = modules.get(game)!;
  const named = namedOptions(s, p.options);
  // As a newcomer sees it: with the rule note beside the decision (it gives way to a long decision).
  const learner: Session = { ...s, seats: s.seats.map((x) => ({ ...x, notes: 'on' as const })) };
  const teach = teachingNote(learner, mod.engine, p.player, p);
  const payload = privatePromptPayload(s, mod, p, null, '', { undoable: null, aside: null, offer: null, held: [], teach });
  const out: string[] = [];
  const where = `${game} ${p.id} "${p.text.slice(0, 60)}"`;
  const content = String(payload.content ?? '');
  if (content.length > LIMITS.content) out.push(`${where}: content ${content.length}`);
  const controls = (payload.components ?? []).flatMap((r) => (r as unknown as { components: Control[] }).components);
  for (const c of controls) {
    if (c.type === 2 && (c.label ?? '').length > LIMITS.button) out.push(`${where}: button ${c.label}`);
    if (c.placeholder && c.placeholder.length > LIMITS.placeholder) out.push(`${where}: placeholder ${c.placeholder}`);
    for (const o of c.options ?? []) {
      const source = named.find((x) => x.label === o.label);
      if (!source) out.push(`${where}: a menu label was cut: ${o.label}`);
      if (o.description !== undefined && source && o.description !== source.hint) out.push(`${where}: a description was cut: ${o.description}`);
    }
  }
  // A text exactly at its limit that ends in "…" was cut there by whoever wrote it (the game's own clip).
  const cutAt = (t: string | undefined, max: number) => t !== undefined && t.length === max && t.endsWith('…');
  // The table message everyone sees: its embed's description is cut only past 4000 characters, so it must stay under.
  const table = tablePayload({ session: s, engine: mod.engine, decisions: publicDecisions(s, mod.engine), picture: { png: Buffer.alloc(0), name: 'table.png', alt: '' }, summary: mod.engine.describe(mod.engine.view(s.state, null)), outcome: mod.engine.outcome(s.state) });
  for (const e of table.embeds ?? []) {
    const d = (e as { description?: string }).description ?? '';
    if (d.length >= 4000) out.push(`${where}: table embed ${d.length}`);
  }
  for (const o of named) {
    if (o.label.length > LIMITS.label || cutAt(o.label, LIMITS.label)) out.push(`${where}: label ${o.label.length}: ${o.label}`);
    if (o.hint && (o.hint.length > LIMITS.description || cutAt(o.hint, LIMITS.description))) out.push(`${where}: hint ${o.hint.length}: ${o.hint}`);
  }
  return out;
}

describe('bot/nothing cut in what a prompt sends', () => {
  for (const game of ['tipping-point', 'earth', 'vested-interests']) {
    it(`GIVEN seeded games of ${game} at every player count THEN every prompt's panel fits Discord's limits as written`, { timeout: 120_000 }, () => {
      const mod = modules.get(game)!;
      const e = mod.engine;
      const found = new Set<string>();
      let seen = 0;
      for (const [n, seed] of Array.from({ length: e.maxPlayers - e.minPlayers + 1 }, (_, i) => e.minPlayers + i).flatMap((n) => [[n, `no-cut-${n}-a`], [n, `no-cut-${n}-b`]] as const)) {
        let s = startSession(mod, n, seed);
        s = { ...s, seats: s.seats.map((x, i) => ({ ...x, name: `${LONG_NAME} ${i + 1}` })) };
        walkPrompts(e, s, 'no-cut', (at, p) => {
          seen++;
          for (const x of problems(at, p, game)) found.add(x);
        });
      }
      expect(seen).toBeGreaterThan(500);
      expect([...found].slice(0, 20)).toEqual([]);
    });
  }
});
