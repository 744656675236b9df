/**
 * Income: every player collects from their assets (weather-exhausted ones pay nothing), the base Capital and their
 * House's triggers, and takes their Operatives back; then dead Contracts leave the row.
 */
import { words } from '../../../engine/words';
import { wordsParam } from '../option-lists';
import type { GameEvent } from '../../../engine/types';
import { contractAbilities, heldBy } from '../board';
import { catalogue as cat, getAsset } from '../cards/catalogue';
import { trigger } from './effects';
import { everyone } from '../draft';
import { fromFirst, playerState } from '../seats';
import type { VIState } from '../state';
import { discardDeadContracts } from './contracts';

const R = cat.rules;

export function income(s: VIState, ev: GameEvent[]): void {
  const parts: string[] = [];
  for (const p of fromFirst(s)) {
    const me = playerState(s, p);
    let fromAssets = 0;
    for (const a of heldBy(s, p)) {
      if (a.idle > 0) continue;
      fromAssets += getAsset(a.type).income + a.bonus
        + contractAbilities(a).reduce((n, x) => n + (x.op === 'incomeModifier' ? x.capital : 0), 0);
    }
    const before = me.capital;
    me.capital += fromAssets + R.baseIncome;
    const sub: GameEvent[] = [];
    trigger(s, p, 'income', sub, words('vi:source.income'));
    me.ops = me.crew;
    parts.push(words('vi:log.incomePart', { player: `{${p}}`, count: me.capital - before }));
    for (const e of sub) if (wordsParam(e.text, 'vi:log.effect.gainInfluence', 'player') !== undefined) ev.push(e);
  }
  for (const a of s.assets) { if (a.idle > 0) a.idle -= 1; a.bonus = 0; }
  ev.push(everyone(words('vi:log.income', { parts: parts.join(', ') })));
  discardDeadContracts(s, ev);
}
