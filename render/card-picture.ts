import { drawnToFit, encodePicture, palette, panel, paragraph, paragraphHeight, roundRect, text, wrap } from './canvas-kit';
import type { Picture } from './picture';

/**
 * One card of a game's catalogue as `/game card` shows it: a card face with its name, its kind and its whole text,
 * in the game's colour. Sized for a phone: 720 px wide, shown about 400 px there, so the text stays at 30 px and
 * above. A text too long for one card is drawn on a taller card, never cut.
 */
const WIDTH = 720;
const MARGIN = 24;
const PAD = 36;
const TITLE = 44;
const KIND = 30;
const BODY = 32;
/** Alt text holds at most this many characters (Discord's 1,024, with room to spare). */
const ALT_MAX = 1000;

export interface CardFace {
  name: string;
  kind: string;
  text: string;
}

export async function renderCardPicture(card: CardFace, game: { name: string; colour: string }): Promise<Picture> {
  // A text taller than any picture may be is left to the message beside it, which holds it whole, paged.
  const s = face(card, card.text, game) ?? face(card, 'Its whole text is in the message beside this picture.', game);
  if (!s) throw new Error(`the card ${card.name} is taller than any picture may be`);
  const { png, name } = await encodePicture(s, `card-${card.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`);
  return { png, name, alt: altText(card, game.name), layout: s.layout };
}

function face(card: CardFace, body: string, game: { name: string; colour: string }) {
  const inner = WIDTH - 2 * MARGIN - 2 * PAD;
  return drawnToFit(WIDTH, (ctx) => {
    const titleLines = wrap(ctx, card.name, inner, TITLE, true);
    const bodyH = paragraphHeight(ctx, body, inner, { size: BODY });
    const band = PAD + titleLines.length * Math.round(TITLE * 1.2) + 12 + Math.round(KIND * 1.3) + PAD / 2;
    const h = band + PAD / 2 + bodyH + PAD;
    const x = MARGIN;
    const y = MARGIN;
    roundRect(ctx, x, y, WIDTH - 2 * MARGIN, h, 26, '#ffffff', game.colour, 8);
    // Only the band's top corners are round: it runs on into the card's body.
    ctx.beginPath();
    ctx.roundRect(x, y, WIDTH - 2 * MARGIN, band, [26, 26, 0, 0]);
    ctx.fillStyle = game.colour;
    ctx.fill();
    panel(ctx, `card ${card.name}`, x, y, WIDTH - 2 * MARGIN, h);
    let yy = y + PAD;
    for (const line of titleLines) {
      text(ctx, line, x + PAD, yy, { size: TITLE, bold: true, color: '#ffffff' });
      yy += Math.round(TITLE * 1.2);
    }
    yy += 12;
    text(ctx, `${card.kind} · ${game.name}`, x + PAD, yy, { size: KIND, color: '#ffffff' });
    yy = y + band + PAD / 2;
    paragraph(ctx, body, x + PAD, yy, inner, { size: BODY, color: palette.ink });
    return y + h + MARGIN;
  });
}

/** The card in words for a screen reader; a text too long for alt text is in the message beside the picture. */
function altText(card: CardFace, gameName: string): string {
  const full = `${card.name}, a ${gameName} ${card.kind}: ${card.text}`;
  return full.length <= ALT_MAX ? full : `${card.name}, a ${gameName} ${card.kind}. Its whole text is in the message beside this picture.`;
}
