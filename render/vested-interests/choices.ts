import type { Option } from '../../src/engine/types';
import { board } from '../../src/games/vested-interests/board';
import type { VIView } from '../../src/games/vested-interests/view';

/**
 * The cells the options of the prompt being answered point at, by the names the prompt uses: a cell to build on
 * ("Re12") or an asset to act on ("a17", "a17-solar": the asset's cell).
 */
export function markedCells(v: VIView, choices: readonly Option[] = []): ReadonlySet<string> {
  const out = new Set<string>();
  for (const { value } of choices) {
    if (board.byId.has(value)) out.add(value);
    const asset = /^a(\d+)(?:-|$)/.exec(value);
    const cell = asset ? v.assets.find((a) => String(a.uid) === asset[1])?.cell : undefined;
    if (cell) out.add(cell);
  }
  return out;
}
