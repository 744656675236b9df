import { describe, expect, it } from 'vitest';
import { PICTURE_BUDGET, type Layout } from '../../render/layout';
import type { EarthView } from '../../src/games/earth/view';
import { playerIdOf } from '../../src/platform/table/seat-ids';
import { goldenPictures } from './golden-pictures';

/**
 * The counts, costs and VP a player decides a turn by are drawn as decision texts, at the size a phone shows one
 * (11 px once the picture is shrunk to 400 px): in the middle of a golden game, where every one of them is drawn.
 */
type Text = Layout['texts'][number];
const phonePx = (l: Layout, t: Text): number => (t.size * PICTURE_BUDGET.phoneWidth) / l.width;
/** What the check needs of a text: that it is a decision text and its size on a phone. */
const seen = (l: Layout) => (t: Text) => ({ text: t.text, decision: t.decision, readable: phonePx(l, t) >= PICTURE_BUDGET.phoneDecisionPx });
const asDecision = (t: Text) => ({ text: t.text, decision: true, readable: true });

async function middle(file: string, what: string) {
  const g = await goldenPictures(file);
  const p = g.pictures.find((x) => x.at === 'middle' && x.what === what)!;
  return { layout: p.picture.layout!, session: p.session, mod: g.mod };
}

describe('texts a decision rests on are drawn at the phone decision size', () => {
  it("GIVEN Tipping Point's table mid-game THEN each seat's hand and draws and the decks' counts are decision texts of 11 px or more at 400 px", async () => {
    const { layout } = await middle('tipping-point-competitive-3p-ai.json', 'table');
    const seats = layout.texts.filter((t) => /^hand \d+ · draws \d+/.test(t.text));
    const decks = layout.texts.filter((t) => /Crisis deck \d+/.test(t.text));
    expect(seats).toHaveLength(3);
    expect(decks).toHaveLength(1);
    expect([...seats, ...decks].map(seen(layout))).toEqual([...seats, ...decks].map(asDecision));
  });

  it("GIVEN a Tipping Point hand THEN each card's effects (its icons, Influence, Credits, draws) are decision texts of 11 px or more at 400 px", async () => {
    const { layout } = await middle('tipping-point-competitive-3p-ai.json', `private ${playerIdOf(0)}`);
    const effects = layout.texts.filter((t) => t.text.startsWith('Icons:'));
    expect(effects.length).toBeGreaterThan(0);
    expect(effects.map(seen(layout))).toEqual(effects.map(asDecision));
  });

  it("GIVEN an Earth hand of small faces THEN every card's type line (its cost) and stats (its VP) are drawn whole as decision texts of 11 px or more at 400 px", async () => {
    const { layout, session, mod } = await middle('earth-standard-3p-ai.json', `private ${playerIdOf(0)}`);
    const hand = (mod.engine.view(session.state, playerIdOf(0)) as EarthView).hand!;
    const cards = layout.panels.filter((p) => p.name.startsWith('card '));
    // A long hand: drawn three to a row in small faces, where these texts were smallest.
    expect(cards.length).toBeGreaterThan(6);
    for (const card of cards) {
      const face = hand.find((c) => `card ${c.title}` === card.name);
      if (!face) continue;
      const inside = layout.texts.filter((t) => t.x >= card.x && t.x + t.w <= card.x + card.w && t.y >= card.y && t.y + t.h <= card.y + card.h);
      const decisions = inside.filter((t) => t.decision);
      expect({ card: face.title, says: decisions.map((t) => t.text).join(' ') }).toEqual({ card: face.title, says: `${face.typeLine} ${face.stats}` });
      expect(decisions.map(seen(layout))).toEqual(decisions.map(asDecision));
      expect(decisions.some((t) => /\bCost \d+$/.test(t.text))).toBe(true);
    }
  });

  it("GIVEN Earth's table mid-game THEN the deck's count and every player's counts, the active one's too, are decision texts of 11 px or more at 400 px", async () => {
    const { layout } = await middle('earth-standard-3p-ai.json', 'table');
    const counts = layout.texts.filter((t) => /^(Soil \d+ · Hand \d+|Deck \d+)/.test(t.text));
    // The status line and the three players' counts.
    expect(counts).toHaveLength(4);
    expect(counts.map(seen(layout))).toEqual(counts.map(asDecision));
  });
});
