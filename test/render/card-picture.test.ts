import { describe, expect, it } from 'vitest';
import { renderCardPicture } from '../../render/card-picture';

const game = { name: 'Vested Interests', colour: '#2f4f7d' };
const card = (text: string) => ({ name: 'Drought-Hardy Grain', kind: 'Contract', text });

describe('render/card picture', () => {
  it('GIVEN a card THEN every word of its name, kind and text is drawn inside the card, whole', async () => {
    const text = 'Price 5 Influence. Income 2. Immune to Drought card effects. On taking: gain 2 Influence.';
    const p = await renderCardPicture(card(text), game);
    const box = p.layout!.panels.find((x) => x.name === 'card Drought-Hardy Grain')!;
    for (const t of p.layout!.texts) {
      expect(t.x).toBeGreaterThanOrEqual(box.x);
      expect(t.x + t.w).toBeLessThanOrEqual(box.x + box.w);
      expect(t.y + t.h).toBeLessThanOrEqual(box.y + box.h);
      expect(t.size).toBeGreaterThanOrEqual(30);
    }
    const drawn = p.layout!.texts.map((t) => t.text).join(' ');
    expect(drawn).toBe(`Drought-Hardy Grain Contract · Vested Interests ${text}`);
    expect(p.alt).toBe(`Drought-Hardy Grain, a Vested Interests Contract: ${text}`);
  });

  it('GIVEN a long text THEN the card grows taller instead of cutting it', async () => {
    const short = await renderCardPicture(card('Gain 1.'), game);
    const long = 'Every round, each player with more Heat than you pays you 1 Influence. '.repeat(8).trim();
    const tall = await renderCardPicture(card(long), game);
    expect(tall.layout!.height).toBeGreaterThan(short.layout!.height * 2);
    expect(tall.layout!.texts.map((t) => t.text).join(' ')).toContain(long);
  });

  it('GIVEN a text taller than any picture THEN the card says its text is in the message, and so does its alt text', async () => {
    const long = 'Every round, each player with more Heat than you pays you 1 Influence. '.repeat(40).trim();
    const p = await renderCardPicture(card(long), game);
    expect(p.layout!.texts.map((t) => t.text).join(' ')).toContain('Its whole text is in the message beside this picture.');
    expect(p.alt).toBe('Drought-Hardy Grain, a Vested Interests Contract. Its whole text is in the message beside this picture.');
  });
});
