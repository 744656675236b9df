import { describe, expect, it } from 'vitest';
import type { AssetId } from '../../src/games/vested-interests/cards/schema';
import { getAgenda, getAsset, getRole, getVice } from '../../src/games/vested-interests/cards/catalogue';
import type { VIState } from '../../src/games/vested-interests/state';
import { advance, answer, chain, engine, menuOwner, playout, start, toActions } from './helpers';

const owe = (s: VIState, p: string) => engine.prompts(s).find((x) => x.player === p)!;
const clone = <T>(x: T): T => structuredClone(x);

describe('vested-interests/irreversible choices ask first, in private', () => {
  it('asks privately before revealing an Agenda, names it, and Back changes nothing', () => {
    const s = toActions(3, 'sure-agenda');
    const p = menuOwner(s);
    const asked = answer(s, p, 'reveal-agenda');
    expect(asked.events).toEqual([]);
    expect(asked.state.me[p]!.agendaRevealed).toBe(false);
    const pr = owe(asked.state, p);
    const ag = getAgenda(s.me[p]!.agenda);
    expect(pr.private).toBe(true);
    expect(pr.publicText).toBe(owe(s, p).publicText);
    expect(pr.text).toBe(`Reveal your Agenda ${ag.title} (${getRole(ag.role).name}) to everyone? This cannot be undone.`);
    expect(pr.options.map((o) => o.label)).toEqual(['Confirm', 'Back']);
    expect(pr.fallback).toBe('back');
    const back = answer(asked.state, p, 'back').state;
    expect(back.me[p]!.agendaRevealed).toBe(false);
    expect(back.stage).toEqual(s.stage);
    const done = answer(asked.state, p, 'confirm');
    expect(done.state.me[p]!.agendaRevealed).toBe(true);
    expect(done.events.map((e) => e.text)).toEqual([`{${p}} reveals their Agenda: ${ag.title}, ${getRole(ag.role).name}.`]);
  });

  it('asks privately before revealing a Vice', () => {
    const s = toActions(3, 'sure-vice');
    const p = menuOwner(s);
    const asked = answer(s, p, 'reveal-vice').state;
    expect(asked.me[p]!.viceRevealed).toBe(false);
    const pr = owe(asked, p);
    expect(pr.private).toBe(true);
    expect(pr.text).toBe(`Reveal your Vice ${getVice(s.me[p]!.vice).name} to everyone? This cannot be undone.`);
    expect(answer(asked, p, 'confirm').state.me[p]!.viceRevealed).toBe(true);
  });

  it('asks before drawing a Scheme and before passing; the only step that commits is the confirmation', () => {
    const s = clone(toActions(3, 'sure-draw'));
    const p = menuOwner(s);
    s.me[p]!.capital = 10;
    for (const v of ['scheme', 'pass']) {
      const r = engine.apply(s, p, { prompt: owe(s, p).id, values: [v] });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.committed).toBe(false);
      expect(r.value.events).toEqual([]);
      expect(r.value.state.me[p]).toEqual(s.me[p]);
      expect(owe(r.value.state, p).text).toContain('This cannot be undone.');
      expect(owe(r.value.state, p).private).toBe(true);
    }
    expect(chain(s, [[p, 'scheme'], [p, 'confirm']]).state.me[p]!.capital).toBe(8);
    expect(chain(s, [[p, 'pass'], [p, 'confirm']]).state.me[p]!.passed).toBe(true);
  });

  it('lets the turn timer pass a seat that is away, but never reveal for it', () => {
    const s = toActions(3, 'sure-timer');
    const p = menuOwner(s);
    const menu = owe(s, p);
    const pass = answer(s, p, menu.fallback!).state;
    expect(answer(pass, p, owe(pass, p).fallback!).state.me[p]!.passed).toBe(true);
    const reveal = answer(s, p, 'reveal-agenda').state;
    expect(answer(reveal, p, owe(reveal, p).fallback!).state.me[p]!.agendaRevealed).toBe(false);
  });
});

/** The one order of the action menu: the entries always there first, then the rest as they become legal. */
/** The actions first, Build leading; Pass, final for the round, last. */
const MENU_ORDER = ['build', 'contract', 'takeover', 'scheme', 'fund', 'fortify', 'convert', 'peek', 'reveal-agenda', 'reveal-vice', 'pass'];

describe('vested-interests/menus keep their order', () => {
  const games: [number, string, 'full' | 'flashpoint'][] = [[3, 'order-d', 'full'], [5, 'order-b', 'full'], [4, 'order-c', 'flashpoint']];
  for (const [n, seed, variant] of games) {
    it(`shows the same actions in the same order all game, Build before Pass (${n} players, ${variant}), and asks keep-or-discard only of a hand of two or more`, () => {
      let menus = 0;
      let builds = 0;
      let keeps = 0;
      const seen = new Set<string>();
      playout(start(n, seed, { variant }), seed, ({ before, prompts }) => {
        for (const pr of prompts) {
          const values = pr.options.map((o) => o.value);
          if (pr.id.startsWith('me')) {
            menus += 1;
            values.forEach((v) => seen.add(v));
            expect(values.at(-1)).toBe('pass');
            if (values.includes('build')) {
              builds += 1;
              expect(values.indexOf('build')).toBeLessThan(values.indexOf('pass'));
            }
            const at = values.map((v) => MENU_ORDER.indexOf(v));
            expect(at.every((i) => i >= 0)).toBe(true);
            expect([...at].sort((a, b) => a - b)).toEqual(at);
          }
          if (pr.id.startsWith('ke')) {
            keeps += 1;
            expect(before.me[pr.player]!.schemes.length).toBeGreaterThan(1);
          }
        }
      });
      expect(menus).toBeGreaterThan(20);
      expect(builds).toBeGreaterThan(0);
      expect(seen.size).toBeGreaterThan(5);
      if (variant === 'full') expect(keeps).toBeGreaterThan(0);
    });
  }

  it('ends the turn after drawing into an empty hand, without asking to keep or discard one card', () => {
    const s = clone(toActions(3, 'one-card'));
    const p = menuOwner(s);
    s.me[p]!.capital = 10;
    s.me[p]!.schemes = [];
    const r = chain(s, [[p, 'scheme'], [p, 'confirm']]).state;
    expect(r.me[p]!.schemes).toHaveLength(1);
    expect(r.stage.kind === 'turn' && r.stage.player === p && r.stage.step.k === 'keep').toBe(false);
  });
});

describe('vested-interests/each choice says what it gives', () => {
  it('lists each asset to build with its price, its income and its Heat', () => {
    const s = toActions(3, 'build-list');
    const p = menuOwner(s);
    const opts = owe(answer(s, p, 'build').state, p).options.filter((o) => o.value !== 'back');
    expect(opts.length).toBeGreaterThan(3);
    for (const o of opts) {
      const a = getAsset(o.value as AssetId);
      const heat = a.heat > 0 ? `+${a.heat}` : String(a.heat);
      expect(o.label).toMatch(new RegExp(`^${a.name}: [0-9]+ Capital, income ${a.income}, Heat ${heat.replace('+', '\\+')}$`));
    }
    const deals = owe(answer(s, p, 'contract').state, p).options.filter((o) => o.value !== 'back');
    expect(deals.length).toBeGreaterThan(0);
    for (const o of deals) expect(o.label).toMatch(/ for [0-9]+ Capital, income [0-9]+, Heat [+-]?[0-9]+$/);
  });

  it('says which Schemes a Scheme window is for, and what is happening', () => {
    const s = advance(toActions(3, 'vote-window'), (x) => x.stage.kind === 'window' && x.stage.window === 'VOTE_REVEAL');
    for (const pr of engine.prompts(s)) {
      expect(pr.text).toBe('Scheme window for Blackout: the Campaigns are about to be revealed. Play a Scheme now, or stand aside.');
      expect(pr.publicText).toBe('Scheme window (the Campaigns are about to be revealed): decided in secret');
    }
  });

  it('names players in the Tribunal, never "Seat 2", and no prompt anywhere names a seat by number', () => {
    const s = advance(start(4, 'ballot'), (x) => x.stage.kind === 'ballot');
    const pr = engine.prompts(s)[0]!;
    const others = s.players.filter((q) => q !== pr.player);
    expect(pr.options.map((o) => o.label)).toEqual(expect.arrayContaining(others.map((q) => `1 Influence against {${q}}`)));
    expect(pr.text).toBe('Tribunal: secretly commit 0-2 Influence against one suspect. The most votes must reveal a secret.');
    playout(start(5, 'no-seat-numbers'), 'no-seat-numbers', ({ prompts }) => {
      for (const x of prompts) for (const t of [x.text, x.publicText, ...x.options.map((o) => o.label)]) expect(t).not.toMatch(/Seat [0-9]/);
    });
  });
});
