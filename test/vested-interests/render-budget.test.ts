import { describe, expect, it } from 'vitest';
import { layoutProblems } from '../../render/layout';
import { renderTable as renderVestedInterestsTable } from '../../render/vested-interests';
import { board } from '../../src/games/vested-interests/board';
import type { VIView } from '../../src/games/vested-interests/view';
import { goldenFiles, goldenStates } from '../render/golden-states';
import { engine } from './helpers';

/** A five-player golden game's middle with `extra` more assets, dealt round the players on free cells. */
function crowded(extra: number): VIView {
  const file = goldenFiles('vested-interests').find((f) => f.includes('full-5p'))!;
  const v = engine.view(goldenStates(file).states.find((x) => x.at === 'middle')!.session.state as Parameters<typeof engine.view>[0], null);
  const used = new Set(v.assets.map((a) => a.cell));
  const free = board.cells.filter((c) => !used.has(c.id)).slice(0, extra);
  const more = free.map((c, i) => ({ ...v.assets[0]!, uid: 10_000 + i, cell: c.id, owner: v.players[i % v.players.length]!.id, community: false }));
  return { ...v, assets: [...v.assets, ...more] };
}

describe('vested-interests/render budget', () => {
  it.each([30, 80])('keeps a table with %i more assets within the budget, the round\'s texts shortened to their names', async (extra) => {
    const v = crowded(extra);
    const picture = await renderVestedInterestsTable(v);
    expect(layoutProblems(picture.layout!)).toEqual([]);
    const texts = picture.layout!.texts.map((t) => t.text).join('\n');
    expect(texts).toContain(`Initiative: ${v.initiative!.name}`);
    expect(texts).not.toContain(v.initiative!.text.replace(/^[^.]*\. /, '').split(' ').slice(0, 4).join(' '));
    // Every owned token is drawn, in its owner's shape.
    expect(picture.layout!.pieces).toHaveLength(v.assets.filter((x) => x.owner && !x.community).length);
  });

  it('gives the round\'s texts as text beside the picture, which names the cards only', async () => {
    const v = crowded(0);
    const picture = await renderVestedInterestsTable(v);
    const texts = picture.layout!.texts.map((t) => t.text).join(' ');
    const words = v.initiative!.text.replace(/^[^.]*\. /, '').split(' ').slice(0, 4).join(' ');
    expect(texts).toContain(v.initiative!.name);
    expect(texts).not.toContain(words);
    expect(picture.details).toContain(words);
    expect(picture.details).toContain(`Planet: ${v.planet!.name}`);
  });
});
