import type { SKRSContext2D } from '@napi-rs/canvas';
import { privateAlt } from './alt';
import { fittedText, palette, panel, paragraph, paragraphHeight, roundRect } from '../canvas-kit';
import type { Picture, SeatNames } from '../picture';
import type { Option } from '../../src/engine/types';
import type { VIView } from '../../src/games/vested-interests/view';
import { drawn, remember } from './sheet';
import { MARGIN, WIDTH, type Named, pw, saidView, seatName } from './style';
import type { Language } from '../../src/words/locales';

const BODY = 26;

/** One seat's secrets from the top: Agenda, Vice, Scheme hand, this round's commitment and ballot, CIA peeks. Returns the height. */
function drawPrivate(ctx: SKRSContext2D, v: Named): number {
  const me = v.me!;
  roundRect(ctx, 0, 0, WIDTH, 80, 0, '#23332c');
  fittedText(ctx, pw(v, 'private.title', { name: v.viewer ? seatName(v, v.viewer) : '' }), MARGIN, 18, WIDTH - 2 * MARGIN, { size: 40, bold: true, color: '#ffffff' });
  let y = 100;
  const card = (title: string, sub: string, body: string, colour: string) => {
    const inner = WIDTH - 2 * MARGIN - 40;
    const h = 100 + paragraphHeight(ctx, body, inner, { size: BODY });
    roundRect(ctx, MARGIN, y, WIDTH - 2 * MARGIN, h, 14, '#ffffff', colour, 5);
    panel(ctx, title, MARGIN, y, WIDTH - 2 * MARGIN, h);
    fittedText(ctx, title, MARGIN + 20, y + 14, inner, { size: 36, bold: true, color: colour });
    fittedText(ctx, sub, MARGIN + 20, y + 56, inner, { size: BODY, color: palette.muted });
    paragraph(ctx, body, MARGIN + 20, y + 92, inner, { size: BODY });
    y += h + 16;
  };
  card(pw(v, 'private.agenda', { title: me.agenda.title }), pw(v, 'private.role', { role: me.agenda.roleName, state: pw(v, me.agenda.revealed ? 'private.revealed' : 'private.secret') }), me.agenda.text.replace(/^[^:]*: [^.]*\. /, ''), '#6d2a8a');
  card(pw(v, 'private.vice', { name: me.vice.name }), pw(v, me.vice.revealed ? 'private.revealed' : 'private.secret'), me.vice.body, '#8e2b1f');
  if (v.variant === 'full') {
    fittedText(ctx, pw(v, 'private.schemes', { n: me.schemes.length }), MARGIN, y, WIDTH - 2 * MARGIN, { size: 32, bold: true });
    y += 44;
    if (me.schemes.length === 0) { fittedText(ctx, pw(v, 'private.noSchemes'), MARGIN, y, WIDTH - 2 * MARGIN, { size: BODY, color: palette.muted }); y += 40; }
    for (const sc of me.schemes) card(sc.name, pw(v, 'private.scheme'), sc.text.replace(/^[^.]*\. /, ''), '#23332c');
  }
  const lines: string[] = [];
  lines.push(me.commit === null ? pw(v, 'private.notCommitted') : pw(v, 'private.committed', { n: me.commit }));
  if (me.ballot) lines.push(me.ballot === 'none' ? pw(v, 'private.noBallot') : pw(v, 'private.ballot', { vote: me.ballot.split('-')[2]!, name: seatName(v, me.ballot.split('-')[1]!) }));
  for (const k of me.peeks) lines.push(pw(v, 'private.peek', { name: seatName(v, k.target), vice: k.vice }));
  for (const l of lines) y += paragraph(ctx, l, MARGIN, y, WIDTH - 2 * MARGIN, { size: 28 }) + 8;
  return y + 30;
}

/** What `renderPrivate` reads of its arguments (GameModule.privateShows): the seat's secrets and the names it writes. */
export function privateShows(v: VIView, names?: SeatNames, _choices?: readonly Option[], language: Language = 'en'): unknown {
  return [v.viewer, v.me, v.variant, v.players.map((p) => [p.id, p.houseName, p.seat]), names ?? null, language];
}

/** One seat's secrets: Agenda, Vice, Scheme hand, this round's commitment and ballot, CIA peeks. */
export function renderPrivate(view: VIView, names?: SeatNames, _choices?: readonly Option[], language: Language = 'en'): Promise<Picture | null> {
  if (!view.me) return Promise.resolve(null);
  const v = saidView(view, language);
  const me = v.me!;
  const nv: Named = { ...v, language, ...(names ? { names } : {}) };
  return remember(`p${v.viewer}${JSON.stringify(me)}${JSON.stringify(v.players.map((p) => p.seat))}${JSON.stringify(names ?? null)}`, () =>
    drawn((ctx) => drawPrivate(ctx, nv), 'vested-interests-secrets', privateAlt(nv)));
}
