/**
 * `/tp play card:<name> at:<slot>`: the first two steps of playing a card, typed. The plan walks the
 * same prompts a player clicks through (paging the hand if the card is on another page, choosing a
 * column first when the grid offers more slots than a menu holds, paging columns and slots past one
 * menu); payment and effects follow as usual.
 */
import { err, ok, type Result } from '../../engine/result';
import type { PlayerId, RuleError, Shortcut } from '../../engine/types';
import { apply } from './apply';
import { projectById } from './cards/catalogue';
import { fail, type TpError } from './errors';
import { MORE } from './option-lists';
import { prompts } from './prompts';
import { seat, type TpState } from './state';
import { cardName, w } from './words';

function findCard(s: TpState, p: PlayerId, typed: string): string | null {
  const hand = seat(s, p).hand;
  const t = typed.trim().toLowerCase();
  return hand.find((id) => id.toLowerCase() === t) ?? hand.find((id) => projectById(id)?.name.toLowerCase() === t) ?? hand.find((id) => projectById(id)?.name.toLowerCase().startsWith(t)) ?? null;
}

/** What the player typed, in quotes, or "That" when it is too long to repeat (a typed option may be thousands of characters): a refusal never shows a cut word. */
const quoted = (typed: string): string => (typed.length <= QUOTE_MAX ? w('refusal.quoted', { typed }) : w('refusal.that'));
const QUOTE_MAX = 60;

function plan(s: TpState, p: PlayerId, args: Readonly<Record<string, string | number>>): Result<readonly (readonly string[])[], RuleError<TpError>> {
  const card = findCard(s, p, String(args.card ?? ''));
  if (!card) return fail('not-in-hand', w('refusal.notInHand', { typed: quoted(String(args.card)) }));
  const at = String(args.at ?? '').trim().toUpperCase();
  if (!/^[A-Z]+\d+$/.test(at)) return fail('bad-slot', w('refusal.badSlot', { typed: quoted(String(args.at)) }));
  const steps: string[][] = [];
  let cur = s;
  const step = (value: string): RuleError<TpError> | null => {
    const prompt = prompts(cur).find((x) => x.player === p)!;
    const r = apply(cur, p, { prompt: prompt.id, values: [value] });
    if (!r.ok) return r.error;
    steps.push([value]);
    cur = r.value.state;
    return null;
  };
  const open = () => prompts(cur).find((x) => x.player === p);
  const offered = (value: string) => !!open()?.options.some((o) => o.value === value);
  /** Leafs through a paged list ("More…") until `value` is shown or every page has been seen. */
  const pageTo = (value: string): RuleError<TpError> | null => {
    const first = open()?.options.map((o) => o.value).join(',');
    for (let guard = 0; guard < 50 && !offered(value) && offered(MORE); guard++) {
      const e = step(MORE);
      if (e) return e;
      if (open()?.options.map((o) => o.value).join(',') === first) break;
    }
    return null;
  };
  const menu = open();
  if (!menu || !menu.options.some((o) => o.value === 'pass')) return fail('not-your-turn', w('refusal.notYourTurn'));
  const e0 = pageTo(card);
  if (e0) return err(e0);
  if (!offered(card)) return fail('not-playable', w('refusal.notPlayable', { card: cardName(card) }));
  const e1 = step(card);
  if (e1) return err(e1);
  const slots = open();
  if (!slots) return fail('no-slot', w('refusal.noSlot'));
  const column = `col${at.replace(/\d+$/, '')}`;
  if (!offered(at) && slots.options.some((o) => o.value.startsWith('col'))) {
    const e2 = pageTo(column) ?? (offered(column) ? step(column) : null);
    if (e2) return err(e2);
  }
  const e2b = pageTo(at);
  if (e2b) return err(e2b);
  const legal = open()!.options.map((o) => o.value);
  const legalSlots = legal.filter((v) => /^[A-Z]+\d+$/.test(v));
  if (!legal.includes(at)) return fail('illegal-slot', legalSlots.length ? w('refusal.illegalSlot', { card: cardName(card), at, slots: legalSlots.join(', ') }) : w('refusal.illegalSlotNone', { card: cardName(card), at }));
  const e3 = step(at);
  if (e3) return err(e3);
  return ok(steps);
}

export const tpShortcuts: { command: string; description: string; list: readonly Shortcut<TpState>[] } = {
  command: 'tp',
  description: 'Tipping Point by typing',
  list: [
    {
      name: 'play',
      description: 'Play a Project from your hand onto a slot; payment and effects follow',
      options: [
        { name: 'card', description: 'The Project (type to search your hand)', kind: 'string', required: true, autocomplete: true },
        { name: 'at', description: 'The slot, e.g. C4', kind: 'string', required: true, autocomplete: false },
      ],
      plan,
      complete: (s, p, option, typed) => {
        if (option !== 'card' || !s.seats[p]) return [];
        const t = typed.toLowerCase();
        return seat(s, p).hand
          .map((id) => ({ id, name: projectById(id)?.name ?? id }))
          .filter((c) => c.name.toLowerCase().includes(t))
          .map((c) => ({ name: c.name, value: c.id }));
      },
    },
  ],
};
