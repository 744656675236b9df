import { describe, expect, it } from 'vitest';
import { modules } from '../../../src/modules';
import { hintFor } from '../../../src/platform/learning/hint';
import { nameSeats, seatLanguage } from '../../../src/platform/table/seat-names';
import type { Session } from '../../../src/platform/session-schema';
import { startSession } from '../../fixtures/start-session';
import { walkPrompts } from '../../fixtures/walk-prompts';

/**
 * Hint speaks from the asking seat's own view: changing what only others hold (their hands, Agendas, Vices,
 * Schemes, the face-down decks) never changes it. Tables with hints off refuse it in words.
 */
type Players = Record<string, Record<string, unknown>>;

/** The state with every hidden thing outside `p`'s own seat changed: others' hidden cards swapped or redrawn. */
function othersChanged(game: string, state: unknown, p: string): unknown {
  const s = structuredClone(state) as Record<string, unknown>;
  // Each game keeps its seats' own things by player id: Tipping Point as `seats`, Earth `players`, Vested Interests `me`.
  const seats = s[{ 'tipping-point': 'seats', earth: 'players', 'vested-interests': 'me' }[game]!] as Players;
  const others = Object.keys(seats).filter((q) => q !== p);
  if (game === 'vested-interests') {
    // Two other seats trade their secrets, and the Scheme deck is turned over.
    const [a, b] = others;
    for (const key of ['agenda', 'vice', 'schemes']) if (a && b) [seats[a]![key], seats[b]![key]] = [seats[b]![key], seats[a]![key]];
    s.schemeDeck = [...(s.schemeDeck as string[])].reverse();
    return s;
  }
  const deckKey = game === 'tipping-point' ? 'projectDeck' : 'deck';
  const deck = s[deckKey] as string[];
  for (const q of others) seats[q]!.hand = deck.slice(0, (seats[q]!.hand as string[]).length);
  s[deckKey] = [...deck].reverse();
  return s;
}

describe('platform/hint', () => {
  for (const [id, mod] of modules) {
    it(`GIVEN ${id} decisions THEN the hint is the same whatever the other seats hold in secret`, () => {
      const players = id === 'vested-interests' ? 3 : 2;
      const start = { ...startSession(mod, players, `hint-${id}`), hints: 'on' as const };
      let checked = 0;
      let hiddenChanged = 0;
      walkPrompts(mod.engine, start, `hint-${id}`, (s: Session, prompt) => {
        if (checked >= 30 || prompt.options.length < 2) return;
        const other = othersChanged(id, s.state, prompt.player);
        // Only a change the asking seat cannot see (a revealed Agenda or a peeked Vice is its to know).
        if (JSON.stringify(mod.engine.view(other, prompt.player)) !== JSON.stringify(mod.engine.view(s.state, prompt.player))) return;
        checked++;
        const hint = hintFor(s, mod, prompt.player, prompt);
        const changed = hintFor({ ...s, state: other }, mod, prompt.player, prompt);
        // The change is real: another seat sees it.
        if (s.seats.some((_, i) => `p${i}` !== prompt.player && JSON.stringify(mod.engine.view(other, `p${i}`)) !== JSON.stringify(mod.engine.view(s.state, `p${i}`)))) hiddenChanged++;
        expect(hint.ok).toBe(true);
        expect(changed).toEqual(hint);
        // A card the seat would pay for step by step is named as the card a person presses, not the step.
        expect(hint.ok ? hint.value : '').not.toContain('would choose **Choose the payment');
        // It names a choice the seat can make, by its label.
        expect(hint.ok && prompt.options.some((o) => hint.value.includes(nameSeats(s, o.label, seatLanguage(s, prompt.player))))).toBe(true);
      });
      expect(checked).toBe(30);
      expect(hiddenChanged).toBeGreaterThan(25);
    });
  }

  it('GIVEN a table with hints off, or nothing asked THEN Hint is refused in words', () => {
    const mod = modules.get('earth')!;
    const s = startSession(mod, 2, 'hint-off');
    const prompt = mod.engine.prompts(s.state)[0]!;
    const off = hintFor({ ...s, hints: 'off' }, mod, prompt.player, prompt);
    expect(off.ok ? '' : off.error.message).toBe('Hints are off at this table: its lobby chose so.');
    const none = hintFor({ ...s, hints: 'on' }, mod, prompt.player, null);
    expect(none.ok ? '' : none.error.message).toBe('There is nothing to hint at: no decision of yours is open right now.');
  });

  it('GIVEN a person who reads German THEN their hint is said in German, whatever the table\'s language', () => {
    const mod = modules.get('earth')!;
    const s = { ...startSession(mod, 2, 'hint-de'), hints: 'on' as const };
    const prompt = mod.engine.prompts(s.state)[0]!;
    const german = { ...s, seats: s.seats.map((x) => (x.userId === s.seats[Number(prompt.player.slice(1))]!.userId ? { ...x, locale: 'de' as const } : x)) };
    const said = hintFor(german, mod, prompt.player, prompt);
    expect(said.ok ? said.value : '').toMatch(/^💡 \*\*Tipp:\*\* Die KI, die auf Sieg spielt, würde \*\*.+\*\* wählen\.\n/);
    expect(said.ok ? said.value : '').toMatch(/-# Sie sieht nur, was du siehst\. Die Wahl liegt bei dir(: \d+ Optionen stehen offen)?\.$/);
    const english = hintFor(s, mod, prompt.player, prompt);
    expect(english.ok ? english.value : '').toMatch(/^💡 \*\*Hint:\*\* the play-to-win AI would choose/);
  });
});
