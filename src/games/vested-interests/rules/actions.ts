/**
 * Actions in detail: the round-robin turn. The action menu offers only what is legal now, and a value it did not
 * offer is refused with the reason from the same checks, so the two never disagree. Each step of a turn hands the answer to
 * the rule that owns it; a pass is final for the round and leads to the secret Campaign.
 */
import type { GameEvent, Option, PlayerId } from '../../../engine/types';
import { heldBy } from '../board';
import { type AssetId, type District } from '../cards/schema';
import { getContract, modeOf } from '../cards/catalogue';
import { buildCost, fortifyCost, schemeCost, convert, convertOptions, revealAgenda, revealVice } from './houses-agendas-vices';
import { everyone } from '../draft';
import { playerState } from '../seats';
import type { TurnStep, VIState } from '../state';
import { declareBuild } from './build';
import { contractProblem } from './contracts';
import { ciaReady, fundOnInstitution, fundOptions, peekVice, runDisinfo } from './mini-cards';
import { buildableTypes, defenceTokensLeft, fortify } from './placement';
import { drawScheme, keepScheme } from './schemes';
import { launchTakeover, takeoverTargets } from './takeover';
import { campaign } from './vote';
import { counted, named, OTHER_PARTS, partIndex } from '../option-lists';
import { fitWords, words } from '../../../engine/words';

type Confirmable = NonNullable<TurnStep['confirm']>;

/** A menu entry's description: its whole wording, or its short one where a language's words run past a menu's 100. */
const menuHint = (entry: string, params: Record<string, string | number> = {}): string =>
  fitWords(100, [words(`vi:menu.${entry}Hint`, params), words(`vi:menu.${entry}Short`, params)]);

/**
 * The action menu: every entry here is legal now (`menuRefusal` explains the ones left out). The entries keep one
 * order all game, and the ones always there come first (Pass, then a secret not yet revealed), so options that come
 * and go never move them.
 */
export function menuOptions(s: VIState, p: PlayerId): Option[] {
  const me = playerState(s, p);
  // Each entry's description says what it costs and does now: "Why?" lists them beside the rule.
  // The actions come first and Pass, final for the round, last: a menu read top down meets Build before Pass.
  const out: Option[] = [];
  const act = me.ops > 0;
  const types = act ? buildableTypes(s, p) : [];
  if (types.length > 0) {
    const cheapest = Math.min(...types.map((t) => buildCost(s, p, t)));
    out.push({ value: 'build', label: words('vi:menu.build'), hint: menuHint('build', { kinds: counted(types.length, 'kind'), cheapest }) });
  }
  const open = act ? s.market.filter((_, i) => contractProblem(s, p, i) === null).length : 0;
  if (open > 0) out.push({ value: 'contract', label: words('vi:menu.contract'), hint: menuHint('contract', { open, count: s.market.length }) });
  const targets = act ? takeoverTargets(s, p).length : 0;
  if (targets > 0) out.push({ value: 'takeover', label: words('vi:menu.takeover'), hint: menuHint('takeover', { targets: counted(targets, 'target') }) });
  if (act && modeOf(s) === 'full' && me.capital >= schemeCost(s, p) && s.schemeDeck.length + s.schemeDiscard.length > 0) {
    out.push({ value: 'scheme', label: named(words('vi:menu.scheme'), words('vi:menu.capital', { cost: schemeCost(s, p) })), hint: menuHint('scheme') });
  }
  if (act && fundOptions(s, p).length > 0) out.push({ value: 'fund', label: words('vi:menu.fund'), hint: menuHint('fund') });
  if (act && me.capital >= fortifyCost(s, p) && defenceTokensLeft(s) > 0 && heldBy(s, p).some((a) => !a.defence)) {
    out.push({ value: 'fortify', label: named(words('vi:menu.fortify'), words('vi:menu.capital', { cost: fortifyCost(s, p) })), hint: menuHint('fortify') });
  }
  if (act && convertOptions(s, p).length > 0) out.push({ value: 'convert', label: named(words('vi:menu.convert'), words('vi:menu.convertNote')), hint: menuHint('convert') });
  if (ciaReady(s, p)) out.push({ value: 'peek', label: words('vi:menu.peek', { name: words('vi:menu.peekName') }), hint: menuHint('peek') });
  if (!me.agendaRevealed) out.push({ value: 'reveal-agenda', label: named(words('vi:menu.revealAgenda'), words('vi:menu.free')), hint: menuHint('revealAgenda') });
  if (!me.viceRevealed) out.push({ value: 'reveal-vice', label: named(words('vi:menu.revealVice'), words('vi:menu.free')), hint: menuHint('revealVice') });
  out.push({ value: 'pass', label: named(words('vi:menu.pass'), words('vi:menu.passNote')), hint: menuHint('pass') });
  return out;
}

/** Why a menu entry that was not offered cannot be taken now, for the refusal. */
export function menuRefusal(s: VIState, p: PlayerId, v: string): string | null {
  const me = playerState(s, p);
  const needsOp = ['build', 'contract', 'takeover', 'scheme', 'fund', 'fortify', 'convert'];
  if (needsOp.includes(v) && me.ops <= 0) return words('vi:refuse.noOperatives');
  switch (v) {
    case 'scheme':
      if (modeOf(s) === 'flashpoint') return words('vi:refuse.flashpointSchemes');
      if (me.capital < schemeCost(s, p)) return words('vi:refuse.schemeCost', { cost: schemeCost(s, p), capital: me.capital });
      return words('vi:refuse.schemePileEmpty');
    case 'build': return words('vi:refuse.build', { capital: me.capital });
    case 'contract': return words('vi:refuse.contract');
    case 'takeover': return words('vi:refuse.takeover');
    case 'fortify': return words('vi:refuse.fortify', { cost: fortifyCost(s, p) });
    case 'convert': return words('vi:refuse.convert');
    case 'fund': return words('vi:refuse.fund');
    case 'peek': return words('vi:refuse.peek');
    case 'reveal-agenda': return words('vi:refuse.agendaRevealed');
    case 'reveal-vice': return words('vi:refuse.viceRevealed');
    default: return null;
  }
}

/**
 * Whether a pass gives up something this round: an action an Operative could still take, or the CIA Desk's look.
 * A reveal is not lost (it stays open next round), so it alone does not make a pass worth confirming.
 */
function passForfeits(s: VIState, p: PlayerId): boolean {
  return menuOptions(s, p).some((o) => !['pass', 'reveal-agenda', 'reveal-vice'].includes(o.value));
}

/**
 * A seat out of Operatives (and with no CIA look owed) has no action left: the round goes on "until everyone has
 * passed or run out of Operatives", so the engine passes for it instead of asking.
 */
export function outOfActions(s: VIState, p: PlayerId): boolean {
  return playerState(s, p).ops <= 0 && !ciaReady(s, p);
}

export function pass(s: VIState, p: PlayerId, ev: GameEvent[], text: string): void {
  playerState(s, p).passed = true;
  ev.push(everyone(text));
  s.stage = { kind: 'turn', player: p, step: { k: 'campaign' } };
}

/** Handles an answer in the active player's turn chain; returns whether it committed. */
export function turnAnswer(s: VIState, p: PlayerId, st: TurnStep, v: string, ev: GameEvent[]): boolean {
  const go = (step: TurnStep) => { s.stage = { kind: 'turn', player: p, step }; };
  const endTurn = () => { s.stage = { kind: 'none' }; };
  if (v === 'back') { go({ k: 'menu' }); return false; }
  if (v === 'pg-next' || v === 'pg-prev') { go({ ...st, page: (st.page ?? 0) + (v === 'pg-next' ? 1 : -1) }); return false; }
  // A Build's cells come in parts of a district (prompts.ts, cellSteps): a part chosen, or back to the parts.
  if (st.k === 'cell' && v === OTHER_PARTS) { go({ ...st, page: undefined }); return false; }
  if (st.k === 'cell' && partIndex(v) !== null) { go({ ...st, page: partIndex(v)! }); return false; }
  switch (st.k) {
    case 'menu':
      switch (v) {
        case 'build': go({ k: 'asset' }); return false;
        case 'contract': go({ k: 'contract' }); return false;
        case 'takeover': go({ k: 'tdistrict' }); return false;
        case 'fund': go({ k: 'fund' }); return false;
        case 'fortify': go({ k: 'fortify', page: 0 }); return false;
        case 'convert': go({ k: 'convert' }); return false;
        case 'peek': go({ k: 'peek' }); return false;
        // Irreversible entries ask first, in the player's private panel (docs/house-rules.md: Confirmations).
        case 'scheme': case 'reveal-agenda': case 'reveal-vice': go({ k: 'sure', confirm: v as Confirmable }); return false;
        // Passing with nothing left to give up takes one click; otherwise it asks like the other final entries.
        case 'pass':
          if (passForfeits(s, p)) { go({ k: 'sure', confirm: 'pass' }); return false; }
          pass(s, p, ev, words('vi:log.passes', { player: `{${p}}` }));
          return true;
        default: return true;
      }
    case 'sure':
      switch (st.confirm) {
        case 'scheme': drawScheme(s, p, ev); return true;
        case 'reveal-agenda': revealAgenda(s, p, ev); go({ k: 'menu' }); return true;
        case 'reveal-vice': revealVice(s, p, ev); go({ k: 'menu' }); return true;
        default:
          pass(s, p, ev, words('vi:log.passes', { player: `{${p}}` }));
          return true;
      }
    case 'asset': go({ k: 'district', mode: 'build', asset: v as AssetId }); return false;
    case 'contract': {
      const slot = Number(v.slice(1));
      go({ k: 'district', mode: 'contract', asset: getContract(s.market[slot]!).asset, slot });
      return false;
    }
    case 'district': go({ ...st, k: 'cell', district: v as District, page: undefined }); return false;
    case 'cell': declareBuild(s, p, st, v, ev); return true;
    case 'tdistrict': go({ k: 'target', district: v as District, page: 0 }); return false;
    case 'target': launchTakeover(s, p, v, ev); return true;
    case 'fund':
      if (v === 'disinfo') go({ k: 'disinfo', mini: 'disinfo' });
      else go({ k: 'fundInst', mini: v as 'research' | 'cia' });
      return false;
    case 'fundInst': fundOnInstitution(s, p, st.mini as 'research' | 'cia', v, ev); endTurn(); return true;
    case 'disinfo': runDisinfo(s, p, v, ev); endTurn(); return true;
    case 'fortify': fortify(s, p, v, ev); endTurn(); return true;
    case 'convert': convert(s, p, v, ev); endTurn(); return true;
    case 'peek': peekVice(s, p, v, ev); go({ k: 'menu' }); return true;
    case 'keep': keepScheme(s, p, v, ev); return true;
    case 'campaign': campaign(s, p, v); return true;
  }
}
