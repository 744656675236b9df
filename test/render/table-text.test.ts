import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../src/engine/types';
import { CATEGORIES } from '../../src/games/tipping-point/cards/schema';
import { crisisById, projectById } from '../../src/games/tipping-point/cards/catalogue';
import { CATEGORY_LABEL } from '../../src/games/tipping-point/cards/text';
import { say as sayIn } from '../../src/words/say';
import type { EarthView } from '../../src/games/earth/view';
import { saidView } from '../../render/earth/said';
import { saidView as saidViView } from '../../render/vested-interests/style';
import type { TpView } from '../../src/games/tipping-point/view';
import type { VIView } from '../../src/games/vested-interests/view';
import { playerIdOf } from '../../src/platform/table/seat-ids';
import { seatNames } from '../../src/platform/table/seat-names';
import { tableViewOf } from '../../src/platform/view/table-view-model';
import { goldenFiles, goldenStates } from './golden-states';

/**
 * The table as text (`/game view mode:text`) holds what the table picture shows: over the golden games of every
 * game, player count and variant, at their start, middle and end, every seat is named with its own paragraph, every
 * figure the picture shows of a seat (and of the table) is in it beside its name, nothing is cut, and nothing a seat
 * holds in secret (what only its own view shows) is said.
 */

/** Each figure as the text says it: its label, then its number (a word boundary after it, so 1 is not 12). */
const has = (text: string, phrase: string): boolean => new RegExp(`${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`).test(text);

interface Figures {
  /** Figures of the whole table, each a phrase the text must hold. */
  table: string[];
  /** Figures of one seat, each a phrase its paragraph must hold. */
  seat(p: PlayerId): string[];
  /** What only p's own view holds, as words: none may be said. */
  secrets(own: unknown, p: PlayerId): string[];
}

function tpFigures(v: TpView): Figures {
  const publicNames = new Set(v.grid.cells.filter((c) => c.up).map((c) => (c.kind === 'crisis' ? crisisById(c.id!)!.name : projectById(c.id!)!.name)));
  return {
    table: [`Preservation ${v.seesaw.preservation}, Pollution ${v.seesaw.pollution}`, `Projects solved ${v.solved}`, `Crisis deck ${v.crisisDeck}`, `Project deck ${v.projectDeck}`, `Discard ${v.discard}`, `Difficulty ${v.options.difficulty}`,
      ...v.grid.cells.flatMap((c) => [`${c.slot}: `, ...(c.tokens.length ? [`Influence ${c.tokens.length}`] : [])])],
    seat: (p) => {
      const x = v.seats.find((s) => s.player === p)!;
      const vp = v.vp[p];
      return [`Hand ${x.handCount} cards`, `draws ${x.drawPerRound}`, ...(vp !== undefined ? [`${vp} Victory Points`] : []),
        ...CATEGORIES.map((k) => `${sayIn('en', CATEGORY_LABEL[k])} ${x.needs[k] !== undefined ? `level ${x.needs[k]}` : 'no Need'}, ${x.credits[k]} Credits`)];
    },
    secrets: (own, p) => {
      const o = own as TpView;
      const names = (o.me?.hand ?? []).map((id) => projectById(id)!.name).filter((n) => !publicNames.has(n));
      // Another seat's Victory Points in the competitive game are its own until the end.
      return [...names, ...(o.vp[p] !== undefined && v.vp[p] === undefined ? ['Victory Points'] : [])];
    },
  };
}

/** Earth's view holds its texts in no language: the table in words says them in English here. */
function earthFigures(raw: EarthView): Figures {
  const v = saidView(raw, 'en');
  const shown = JSON.stringify(v);
  return {
    table: [`Deck ${v.deck}`, ...v.fauna.map((f) => `Fauna ${f.name}`), ...v.ecosystems.map((e) => e.title), ...(v.gaia ? [`Gaia (level ${v.gaia.level}`, `${v.gaia.score.total} VP`] : [])],
    seat: (p) => {
      const x = v.players.find((s) => s.id === p)!;
      return [`${x.score.total} VP`, `Soil ${x.soil}, hand ${x.hand}, Compost ${x.compost}, Sprouts ${x.score.sprouts}, Leaves ${x.leaves}, cards ${x.tableau.length}/16`, `total ${x.score.total}`,
        ...x.tableau.map((c) => c.title), ...x.events.map((e) => e.title)];
    },
    secrets: (own) => {
      const o = saidView(own as EarthView, 'en');
      const titles = [...(o.hand ?? []), ...(o.looking ?? []), ...(o.teamCards ?? [])].map((c) => c.title);
      const offers = o.offers ? [...o.offers.islands, ...o.offers.climates, ...o.offers.ecosystems].map((c) => c.title) : [];
      return [...titles, ...offers].filter((t) => !shown.includes(JSON.stringify(t)));
    },
  };
}

/** Vested Interests' view names its cards in no language: the table in words says them in English here. */
function viFigures(raw: VIView): Figures {
  const v = saidViView(raw, 'en');
  const shown = JSON.stringify(v);
  return {
    table: [`${v.dial} ppm`, `Projection ${v.projection}`, `Good Initiatives passed: ${v.goodPassed}`, ...v.tipping.filter((t) => t.threshold !== null).map((t) => `${t.threshold} ppm`)],
    seat: (p) => {
      const x = v.players.find((s) => s.id === p)!;
      return [`Capital ${x.capital}, Influence ${x.influence}, Ops ${x.ops} of ${x.crew} crew, Legacy ${x.legacy}`, `Sponsorships ${x.sponsorships}`,
        ...(v.variant === 'full' ? [`Schemes played ${x.schemesPlayed}`] : []), ...(x.final ? [`total ${x.final.total}`] : []),
        ...v.assets.filter((a) => a.owner === p).map((a) => `${a.cell} ${a.name}`)];
    },
    secrets: (own) => {
      const me = saidViView(own as VIView, 'en').me;
      if (!me) return [];
      return [me.agenda.title, me.vice.name, ...me.schemes.map((s) => s.name)].filter((t) => !shown.includes(JSON.stringify(t)));
    },
  };
}

const FIGURES: Record<string, (v: never) => Figures> = { 'tipping-point': tpFigures, earth: earthFigures, 'vested-interests': viFigures };

function problemsOf(file: string): string[] {
  const g = goldenStates(file);
  const out: string[] = [];
  for (const { at, session } of g.states) {
    const say = (p: string) => out.push(`${g.name} ${at}: ${p}`);
    const text = tableViewOf(session).tableText(g.mod)!;
    const view = g.mod.engine.view(session.state, null);
    const figures = FIGURES[g.mod.engine.id]!(view as never);
    const paragraphs = text.split('\n\n');
    if (/…/.test(text)) say('a text was cut');
    for (const f of figures.table) if (!has(text, f)) say(`the table's "${f}" is missing`);
    const names = seatNames(session);
    for (const [k] of session.seats.entries()) {
      const p = playerIdOf(k);
      const para = paragraphs.find((x) => x.startsWith(names[p]!));
      if (!para) {
        say(`seat ${p} (${names[p]}) has no paragraph of its own`);
        continue;
      }
      for (const f of figures.seat(p)) if (!has(para, f)) say(`${names[p]}'s "${f}" is missing`);
      const own = g.mod.engine.view(session.state, p);
      for (const secret of figures.secrets(own, p)) if (text.includes(secret)) say(`${names[p]}'s secret "${secret}" is said`);
    }
  }
  return out;
}

describe.each(['tipping-point', 'earth', 'vested-interests'])('%s: the table as text', (game) => {
  it.each(goldenFiles(game))('GIVEN golden game %s at its start, middle and end THEN the text names every seat, holds every figure the picture shows and no secret', (file) => {
    expect(problemsOf(file)).toEqual([]);
  });
});
