import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../../src/engine/types';
import type { GameModule } from '../../../src/platform/module';
import { privatePromptPayload } from '../../../src/bot/views/private-view';
import { modules } from '../../../src/modules';
import { seatIndexOf } from '../../../src/platform/table/seat-ids';
import { namedOptions, nameSeats } from '../../../src/platform/table/seat-names';
import type { Session } from '../../../src/platform/session-schema';
import { startSession } from '../../fixtures/start-session';
import { walkPrompts } from '../../fixtures/walk-prompts';
import { teachingNote } from '../../../src/platform/telling/teaching';
import { tablePayload } from '../../../src/bot/views/table-view';
import { publicDecisions } from '../../../src/platform/telling/public-prompt';
import { stepText } from '../../../src/platform/table/undo-step';
import { whyText } from '../../../src/platform/reference/why';
import { whyPayload } from '../../../src/bot/views/why-view';
import { decodeCustomId } from '../../../src/bot/views/custom-id';
import { BUTTON_FIT, BUTTON_LABEL_MAX, OPTION_BUTTON_MAX } from '../../../src/bot/views/components';
import type { TablePayload } from '../../../src/bot/views/table-view';
import { payloadText } from '../../fixtures/payload-text';
import { displayedTexts } from '../../../src/bot/views/v2';
import { fitWords, words } from '../../../src/engine/words';
import { FIRST_PAGE } from '../../../src/bot/views/menu-pages';
import { PSEUDO } from '../../../src/words/locales';

/**
 * Nothing cut: over seeded random games of all three games, every prompt's private panel and the table message are
 * built as the bot sends them, with long player names, and every text must fit its Discord limit as written. A label,
 * description, placeholder, message or embed that would be cut ("…" put where the words ran out) fails here, naming
 * the prompt: write it shorter. Every button is read, the panel's own controls too (Undo naming the longest step this
 * decision could be, the standing answer it offers and the one that ends it, standing aside in a secret window), the
 * table's (its Rejoin while someone stands on the answer) and Why?'s: an option's button within 40 characters, any
 * other within a phone's width (38).
 */

const LONG_NAME = 'Alexandria the Great';
const LIMITS = { content: 2000, button: BUTTON_LABEL_MAX, label: 100, description: 100, placeholder: 150 };

interface Control { type: number; custom_id?: string; label?: string; placeholder?: string; options?: { label: string; description?: string }[] }

const controlsOf = (payload: { components?: readonly unknown[] }): Control[] => (payload.components ?? []).flatMap((r) => (r as { components: Control[] }).components);

/** The longest step this decision could be: its longest options, as many as it takes. */
function longestStep(mod: GameModule, s: Session, p: Prompt): string {
  const values = [...p.options].sort((a, b) => b.label.length - a.label.length).slice(0, p.max ?? 1).map((o) => o.value);
  return stepText(mod.engine, s.state, p.player, { prompt: p.id, values });
}

/** Buttons whose label is over its limit, or was cut to Discord's: an option's over 40, any other over a phone's width. */
function buttonProblems(where: string, payload: { components?: readonly unknown[] }): string[] {
  return controlsOf(payload).filter((c) => c.type === 2).flatMap((c) => {
    const label = c.label ?? '';
    const max = decodeCustomId(c.custom_id ?? '')?.kind === 'answer' ? OPTION_BUTTON_MAX : BUTTON_FIT;
    return label.length > max || cutAt(label, LIMITS.button) ? [`${where}: button ${label.length}: ${label}`] : [];
  });
}

/** A text exactly at its limit that ends in "…" was cut there by whoever wrote it (the game's own clip). */
const cutAt = (t: string | undefined, max: number) => t !== undefined && t.length === max && t.endsWith('…');

function problems(s: Session, p: Prompt, game: string): string[] {
  const mod = modules.get(game)!;
  const named = namedOptions(s, p.options);
  // As a newcomer sees it: with the rule note beside the decision (it gives way to a long decision).
  const learner: Session = { ...s, seats: s.seats.map((x) => ({ ...x, notes: 'on' as const })) };
  const teach = teachingNote(learner, mod.engine, p.player, p);
  const standing = p.standing;
  const held = standing ? [{ kind: standing.kind, undo: standing.undo, text: standing.standingText }] : [];
  // The panel before the standing answer is set (offering it) and while it stands (ending it), Undo named either way.
  const undoable = longestStep(mod, s, p);
  const offering = privatePromptPayload(s, mod, p, null, '', { undoable, aside: p.secretWindow ? 'off' : null, offer: standing ? { kind: standing.kind, label: standing.label } : null, held: [], teach });
  const holding = privatePromptPayload(s, mod, p, null, '', { undoable, aside: p.secretWindow ? 'on' : null, offer: null, held, teach });
  const out: string[] = [];
  const where = `${game} ${p.id} "${p.text.slice(0, 60)}"`;
  for (const payload of [offering, holding]) {
    const content = payloadText(payload);
    if (content.length > LIMITS.content) out.push(`${where}: content ${content.length}`);
    out.push(...buttonProblems(where, payload));
  }
  for (const c of controlsOf(offering)) {
    if (c.placeholder && c.placeholder.length > LIMITS.placeholder) out.push(`${where}: placeholder ${c.placeholder}`);
    for (const o of c.options ?? []) {
      const source = named.find((x) => x.label === o.label);
      if (!source) out.push(`${where}: a menu label was cut: ${o.label}`);
      if (o.description !== undefined && source && o.description !== source.hint) out.push(`${where}: a description was cut: ${o.description}`);
    }
  }
  // The table message everyone sees: its text is cut only past Discord's 4,000 characters, so it must stay under.
  // Whoever stands on a standing answer the table may show has a Rejoin button there.
  const seated: Session = standing?.onTable ? { ...s, seats: s.seats.map((x, i) => (i === seatIndexOf(p.player) ? { ...x, standing: [{ kind: standing.kind, scope: standing.scope, offered: [], undo: standing.undo, onTable: true, text: standing.standingText }] } : x)) } : s;
  const table: TablePayload = tablePayload({ session: seated, engine: mod.engine, decisions: publicDecisions(s, mod.engine), picture: { png: Buffer.alloc(0), name: 'table.png', alt: '' }, summary: mod.engine.describe(mod.engine.view(s.state, null)), outcome: mod.engine.outcome(s.state) });
  out.push(...buttonProblems(`${where} (table)`, table), ...buttonProblems(`${where} (Why?)`, whyPayload(game, whyText(mod.engine, p, 'en', (t) => nameSeats(s, t)), 'en')));
  const tableText = displayedTexts((table.components ?? []) as unknown[]).join('');
  if (tableText.length >= 4000) out.push(`${where}: table text ${tableText.length}`);
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

describe('bot/the Undo button over a long step', () => {
  const mod = modules.get('tipping-point')!;
  const s = startSession(mod, 2, 'undo-label');
  const p = mod.engine.prompts(s.state)[0]!;
  const undoOf = (step: string) => {
    const payload = privatePromptPayload(s, mod, p, null, '', { undoable: step, aside: null, offer: null, held: [] });
    const undo = controlsOf(payload).find((c) => decodeCustomId(c.custom_id ?? '')?.kind === 'undo')!;
    return { label: undo.label, content: payloadText(payload) };
  };

  it('GIVEN a step whose name fits THEN the button names it and the text does not repeat it', () => {
    expect(undoOf('Lantern 3')).toEqual({ label: 'Undo: Lantern 3', content: expect.not.stringContaining('Undo takes back') });
  });

  it('GIVEN one long option fitted down to its name ("Name: what it does", then "Name") THEN the button names it by its name and the text says the whole step', () => {
    const long = 'Chief of Staff (Introduction): discard value 2, Synergy 1 Credit, exchange rate 4';
    const { label, content } = undoOf(fitWords(100, [long, 'Chief of Staff (Introduction)']));
    expect(label).toBe('Undo: Chief of Staff (Introduction)');
    expect(content).toContain(`-# Undo takes back: ${long}`);
  });

  it('GIVEN one long option with no shorter wording THEN the button does not split it at its colon but says "Undo my last step"', () => {
    const step = 'Pay step by step: choose the Credits and discards yourself, in as many steps as it takes';
    const { label, content } = undoOf(step);
    expect(label).toBe('Undo my last step');
    expect(content).toContain(`-# Undo takes back: ${step}`);
  });

  it('GIVEN a long catalogue option in the pseudo-language THEN the button holds whole catalogue texts only (each ⟦ closed)', () => {
    const step = words('tp:menu.byHand');
    const payload = privatePromptPayload(s, mod, p, null, '', { undoable: step, aside: null, offer: null, held: [] }, FIRST_PAGE, PSEUDO);
    const label = controlsOf(payload).find((c) => decodeCustomId(c.custom_id ?? '')?.kind === 'undo')!.label!;
    expect(label.split('⟦').length).toBe(label.split('⟧').length);
  });

  it('GIVEN a long step with no one name (two options chosen) THEN the button says "Undo my last step" and the text names both', () => {
    const step = 'Reform Architect: discard value 3, Synergy 1 Influence, Chief of Staff: discard value 2, Synergy 1 Credit';
    const { label, content } = undoOf(step);
    expect(label).toBe('Undo my last step');
    expect(content).toContain(`-# Undo takes back: ${step}`);
  });
});
