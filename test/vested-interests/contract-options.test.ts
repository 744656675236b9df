import { describe, expect, it } from 'vitest';
import { say } from '../../src/words/say';
import type { Prompt } from '../../src/engine/types';
import { cardText } from '../../src/games/vested-interests/cards/text';
import { catalogue as cat } from '../../src/games/vested-interests/cards/catalogue';
import type { VIState } from '../../src/games/vested-interests/state';
import { answer, chain, engine, menuOwner, playout, start, toActions } from './helpers';

/** A Contract option says what taking it gives and what this player would really pay, within Discord's limits. */

const owe = (s: VIState, p: string): Prompt => engine.prompts(s).find((x) => x.player === p)!;

/** The row holding `ids`, before `p` (whose House is `house`) takes a Contract; Flashpoint builds at once. */
function row(ids: string[], house: string): { s: VIState; p: string } {
  const s = structuredClone(toActions(3, 'contract', { variant: 'flashpoint' }));
  const p = menuOwner(s);
  s.me[p]!.house = house;
  s.me[p]!.capital = 20;
  s.market = ids;
  return { s, p };
}

describe('vested-interests/Contract options', () => {
  it("names a Contract's effect and the price The Assembly really pays for an Institution, and charges that price", () => {
    const { s, p } = row(['contract.founding-endowment'], 'house.assembly');
    const pr = owe(answer(s, p, 'contract').state, p);
    expect(pr.options[0]).toEqual({
      value: 'k0',
      label: 'Founding Endowment: Institution for 4 Capital (printed 5), income 1, Heat 0',
      hint: 'On taking: Gain 2 Influence.',
    });
    expect(pr.detail).toBe('Founding Endowment: Institution for 4 Capital (printed 5), income 1, Heat 0. On taking: Gain 2 Influence.');
    // Taking it costs what the option said, and gives what it said.
    const district = chain(s, [[p, 'contract'], [p, 'k0']]).state;
    const d = owe(district, p).options[0]!.value;
    const cell = owe(chain(district, [[p, d]]).state, p).options[0]!.value;
    const after = chain(s, [[p, 'contract'], [p, 'k0'], [p, d], [p, cell]]).state;
    expect(after.me[p]!.capital).toBe(16);
    expect(after.me[p]!.influence).toBe(s.me[p]!.influence + 2);
  });

  it('says a Contract asset is immune to its hazard, at the printed price where no House rule changes it', () => {
    const { s, p } = row(['contract.drought-hardy-grain'], 'house.assembly');
    const o = owe(answer(s, p, 'contract').state, p).options[0]!;
    expect(o.label).toBe('Drought-Hardy Grain Deal: Monoculture Farm for 3 Capital, income 2, Heat +1');
    expect(o.hint).toBe('Immune to Drought card effects (repairs still apply).');
  });

  it('shows the same Contract options whatever the taker holds in secret (the prompt is public)', () => {
    const { s, p } = row(['contract.founding-endowment', 'contract.peaker-plant-tender'], 'house.helios');
    const other = structuredClone(s);
    other.me[p]!.agenda = s.me[s.players.find((q) => q !== p)!]!.agenda;
    other.me[p]!.schemes = [];
    const shown = (x: VIState) => {
      const pr = owe(answer(x, p, 'contract').state, p);
      return { text: pr.text, detail: pr.detail, options: pr.options, private: pr.private };
    };
    expect(shown(other)).toEqual(shown(s));
  });

  it('keeps every label and hint within 100 characters and every detail within 1500 over seeded games, the Contracts uncut, every Scheme and mini-card offered read in full', () => {
    let contracts = 0;
    let cards = 0;
    for (const [n, seed] of [[3, 'k-3'], [5, 'k-5']] as const) {
      playout(start(n, seed), seed, ({ prompts }) => {
        for (const pr of prompts) {
          for (const o of pr.options) {
            expect(o.label.length, o.label).toBeLessThanOrEqual(100);
            expect((o.hint ?? '').length, o.hint).toBeLessThanOrEqual(100);
          }
          expect((pr.detail ?? '').length).toBeLessThanOrEqual(1500);
          // A Scheme offered to play, or a mini-card to fund, is read in full under the question.
          for (const o of pr.options) {
            const id = o.value.startsWith('scheme.') ? o.value : pr.publicText === 'choosing a mini-card' && o.value !== 'back' ? cat.miniCards.find((m) => m.kind === o.value)!.id : null;
            if (id) {
              cards++;
              expect(pr.detail).toContain(say('en', cardText(id)));
            }
          }
          if (pr.publicText === 'choosing a Contract') {
            contracts++;
            for (const o of pr.options) expect(`${o.label} ${o.hint ?? ''}`).not.toMatch(/…/);
          }
        }
      });
    }
    expect(contracts).toBeGreaterThan(0);
    expect(cards).toBeGreaterThan(0);
  });
});
