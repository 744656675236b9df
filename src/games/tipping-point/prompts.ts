/** Who owes what now: one prompt per decision open, by phase, then by the running chain's stage and task. */
import type { Option, Prompt } from '../../engine/types';
import { TABLE, slotName, type Pos } from './board';
import { taskNow } from './chain';
import { abilityCostPrompt, exchangePrompt } from './rules/advisors';
import { crisisPrompt } from './rules/crisis-placement';
import { influenceChoices, influencePrompt } from './rules/influence';
import { slotPrompt } from './rules/placing-projects';
import { payPrompt } from './rules/playing-projects';
import { creditsPrompt, effectOrderPrompt, iconChoices, iconPrompt } from './rules/project-effects';
import { providePrompts } from './rules/round-end';
import { menuPrompt } from './rules/turn-sequence';
import { setupPrompts } from './setup';
import { seat, type Chain, type Task, type TpState } from './state';

export function prompts(s: TpState): Prompt[] {
  const topic = topicOf(s);
  return promptsNow(s).map((p) => ({ ...p, topic }));
}

/** The rules topic (index.ts) of the decision open now: its phase, then the running chain's stage and task. */
function topicOf(s: TpState): string {
  if (s.chain) {
    const c = s.chain;
    if (c.stage === 'exchange' || c.stage === 'abilityCost') return 'advisors';
    if (c.stage === 'slot' || c.stage === 'slotRow') return 'placing';
    if (c.stage !== 'resolve') return 'playing';
    const t = taskNow(c)?.t;
    if (t === 'influence' || t === 'redistribute') return 'influence';
    if (t === 'credits') return 'playing';
    // The icons of a played card (raise, flip), one at a time or in the order the player picks.
    return 'icons';
  }
  switch (s.phase) {
    case 'country':
    case 'tie':
    case 'advisorCard':
    case 'advisorSide':
      return 'setup';
    case 'play':
      return 'turn';
    case 'crisis':
      return 'crisis-placement';
    case 'provide':
      return 'drawing';
    default:
      return 'end-of-round';
  }
}

function promptsNow(s: TpState): Prompt[] {
  if (s.over) return [];
  switch (s.phase) {
    case 'country':
    case 'tie':
    case 'advisorCard':
    case 'advisorSide':
      return setupPrompts(s);
    case 'play': {
      if (s.chain) return chainPrompts(s, s.chain);
      if (s.options.order === 'free') return s.players.filter((p) => !seat(s, p).passed).map((p) => menuPrompt(s, p));
      return [menuPrompt(s, s.players[s.turn % s.players.length]!)];
    }
    case 'crisis': {
      if (s.chain) return chainPrompts(s, s.chain);
      const seen = new Set<string>();
      return s.crisisQueue.filter((q) => !seen.has(q.player) && seen.add(q.player)).map((q) => crisisPrompt(s, q));
    }
    case 'provide':
      if (s.chain) return chainPrompts(s, s.chain);
      return providePrompts(s);
    case 'over':
      return [];
  }
}

function chainPrompts(s: TpState, c: Chain): Prompt[] {
  const pr = chainPrompt(s, c);
  return pr ? [pr] : [];
}

function chainPrompt(s: TpState, c: Chain): Prompt | null {
  switch (c.stage) {
    case 'slot':
    case 'slotRow':
      return slotPrompt(s, c);
    case 'pay':
      return payPrompt(s, c);
    case 'exchange':
      return exchangePrompt(s, c);
    case 'abilityCost':
      return abilityCostPrompt(s, c);
    case 'resolve':
      return resolvePrompt(s, c);
  }
}

function resolvePrompt(s: TpState, c: Chain): Prompt | null {
  const f = TABLE;
  const name = (x: Pos) => slotName(f, x);
  const t = taskNow(c);
  if (!t) return effectOrderPrompt(s, c, (x) => taskChoices(s, c, x, name));
  switch (t.t) {
    case 'influence':
    case 'redistribute':
      return influencePrompt(s, c, t, name);
    case 'credits':
      return creditsPrompt(s, c, t);
    case 'icon':
    case 'raise':
    case 'flip':
      return iconPrompt(s, c, t, name);
    default:
      return null;
  }
}

/** An effect's own options, offered in the order question; none for an effect that needs no choice. */
function taskChoices(s: TpState, c: Chain, t: Task, name: (x: Pos) => string): readonly Option[] {
  switch (t.t) {
    case 'influence':
    case 'redistribute':
      return influenceChoices(s, c, t, name);
    case 'icon':
    case 'raise':
    case 'flip':
      return iconChoices(s, c.player, t, name);
    default:
      return [];
  }
}
