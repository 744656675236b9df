import { palette, surface, text } from '../canvas-kit';
import type { Picture } from '../picture';
import type { CardText } from '../../src/games/earth/card-text';
import type { CardView, EarthView } from '../../src/games/earth/view';
import { PAD, W, cardFace, cardHeight, drawCard, seatName, type Names } from './common';
import { drawLegend, legendHeight } from './legend';

/** Seat names for this picture (set at the start of each synchronous draw). */
let nm: (p: string) => string = seatName;

/**
 * One seat's private picture: the hand drawn as cards (cost, type, Habitats, limits, ability text),
 * the cards being looked at by a draw-and-keep, the setup offers, and the team's Team-board cards.
 */

interface Section {
  title: string;
  cards: (CardText & { color?: string })[];
}

const CARD_W = (W - 2 * PAD - 16) / 2;
const KIND_ORDER: Record<CardView['kind'], number> = { flora: 0, terrain: 1, event: 2 };

/** The hand in a stable order: Flora, then Terrains, then Events, each by name. */
const sortedHand = (hand: readonly CardView[]): CardView[] => [...hand].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.title.localeCompare(b.title));

export async function renderEarthPrivate(v: EarthView, names?: Names): Promise<Picture | null> {
  nm = (p) => names?.[p] ?? seatName(p);
  if (!v.viewer || !v.hand) return null;
  const sections: Section[] = [];
  if (v.offers) {
    sections.push({ title: 'Your Island choices (one card, one side)', cards: v.offers.islands });
    sections.push({ title: 'Your Climate choices', cards: v.offers.climates });
    if (v.offers.ecosystems.length) sections.push({ title: 'Your personal Ecosystem choices', cards: v.offers.ecosystems });
  }
  if (v.looking && v.looking.length) sections.push({ title: 'Drawn: keep one', cards: v.looking.map(cardFace) });
  const hand = sortedHand(v.hand);
  sections.push({ title: `Your hand (${hand.length})`, cards: hand.map(cardFace) });
  if (v.teamCards && v.teamCards.length) sections.push({ title: 'Cards on your Team board', cards: v.teamCards.map(cardFace) });
  const me = v.players.find((p) => p.id === v.viewer);
  if (me?.island && me.climate) {
    sections.push({
      title: 'Your Island and Climate',
      cards: [
        { ...me.island, color: me.island.color },
        { ...me.climate, color: me.climate.color },
      ],
    });
  }

  const probe = surface(10, 10).ctx;
  const rowsH = (cards: Section['cards']) => {
    let h = 0;
    for (let i = 0; i < cards.length; i += 2) h += Math.max(...cards.slice(i, i + 2).map((c) => cardHeight(probe, c, CARD_W))) + 16;
    return h;
  };
  const legendH = legendHeight(probe, 'private', W - 2 * PAD);
  const height = PAD + 70 + legendH + sections.reduce((a, s) => a + 56 + Math.max(rowsH(s.cards), 44), 0) + PAD;
  const s = surface(W, height);
  const { ctx } = s;
  let y = PAD;
  const soil = me ? ` · ${me.soil} Soil` : '';
  text(ctx, `Earth · ${nm(v.viewer)}'s private cards${soil}`, PAD, y, { size: 40, bold: true });
  y += 70;
  y += drawLegend(ctx, 'private', PAD, y, W - 2 * PAD);
  for (const sec of sections) {
    text(ctx, sec.title, PAD, y, { size: 32, bold: true, color: palette.muted });
    y += 56;
    if (sec.cards.length === 0) {
      text(ctx, 'none', PAD, y, { size: 28, color: palette.muted });
      y += 44;
      continue;
    }
    for (let i = 0; i < sec.cards.length; i += 2) {
      const pair = sec.cards.slice(i, i + 2);
      const h = Math.max(...pair.map((c) => cardHeight(ctx, c, CARD_W)));
      pair.forEach((c, j) => drawCard(ctx, c, PAD + j * (CARD_W + 16), y, CARD_W, h));
      y += h + 16;
    }
  }
  const alt = `Your hand: ${hand.map((c) => c.title).join(', ') || 'empty'}.`;
  return { png: await s.png(), name: 'earth-private.png', alt };
}
