import { describe, expect, it } from 'vitest';
import { say } from '../../src/words/say';
import type { VIState } from '../../src/games/vested-interests/state';
import { publicPrompts } from '../../src/platform/telling/public-prompt';
import { advance, answer, chain, engine, firstCell, menuOwner, put, toActions } from './helpers';

const clone = (s: VIState) => structuredClone(s);
const owe = (s: VIState, p: string) => engine.prompts(s).find((x) => x.player === p)!;
const values = (s: VIState, p: string) => owe(s, p).options.map((o) => o.value);

describe('vested-interests/schemes', () => {
  it('asks every player at a Scheme window with one id and one public text, whatever they hold', () => {
    const s = clone(toActions(4, 'window'));
    const p = menuOwner(s);
    s.me[s.players[1]!]!.schemes = ['scheme.nimby', 'scheme.backhander'];
    s.me[s.players[2]!]!.schemes = [];
    const open = chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]).state;
    const ps = engine.prompts(open);
    expect(ps.map((x) => x.player)).toEqual(s.players);
    expect(new Set(ps.map((x) => x.id)).size).toBe(1);
    expect(new Set(ps.map((x) => x.publicText)).size).toBe(1);
    const twin = clone(s);
    for (const q of twin.players) twin.me[q]!.schemes = [];
    const open2 = chain(twin, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]).state;
    expect(publicPrompts(engine.prompts(open2))).toEqual(publicPrompts(ps));
    expect(JSON.stringify(engine.view(open2, null))).toBe(JSON.stringify(engine.view(open, null)).replace(/x/g, 'x'));
  });

  it('cancels a build with a NIMBY Campaign: the district closes, the Operative returns, nothing is paid', () => {
    const s = clone(toActions(3, 'nimbyplay'));
    const p = menuOwner(s);
    const q = s.players.find((x) => x !== p)!;
    s.me[q]!.schemes = ['scheme.nimby'];
    const capital = s.me[p]!.capital;
    let t = chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]).state;
    expect(values(t, p)).toEqual(['none']);
    expect(values(t, q)).toEqual(['none', 'scheme.nimby']);
    for (const x of t.players) if (x !== q) t = answer(t, x, 'none').state;
    const r = answer(t, q, 'scheme.nimby');
    expect(r.state.nimbys).toEqual(['Reach']);
    expect(r.state.me[p]!.capital).toBe(capital);
    expect(r.state.me[p]!.ops).toBe(3);
    expect(r.state.assets.some((a) => a.cell === 'Re1')).toBe(false);
    expect(r.state.me[q]!.schemesPlayed).toBe(1);
  });

  it('resolves only the first exclusive Scheme clockwise; the other returns to its hand', () => {
    const s = clone(toActions(3, 'excl'));
    let t = advance(s, (x) => x.stage.kind === 'window' && x.stage.window === 'VOTE_REVEAL');
    const order = [...t.players.slice(t.first), ...t.players.slice(0, t.first)];
    t.me[order[0]!]!.schemes = ['scheme.blackout'];
    t.me[order[1]!]!.schemes = ['scheme.blackout'];
    t = answer(t, order[2]!, 'none').state;
    t = answer(t, order[1]!, 'scheme.blackout').state;
    const r = answer(t, order[0]!, 'scheme.blackout');
    expect(r.state.me[order[1]!]!.schemes).toEqual(['scheme.blackout']);
    expect(r.state.me[order[0]!]!.schemes).toEqual([]);
    expect(say('en', r.state.lastVote!.result)).toContain('Blackout');
  });

  it('draws a Scheme for 2 Capital (3 for a revealed Accelerationist) and keeps the hand to two', () => {
    const s = clone(toActions(3, 'draw'));
    const p = menuOwner(s);
    s.me[p]!.capital = 10;
    s.me[p]!.schemes = ['scheme.blackout', 'scheme.smear-dossier'];
    const r = chain(s, [[p, 'scheme'], [p, 'confirm']]).state;
    expect(r.me[p]!.capital).toBe(8);
    expect(values(r, p)).toEqual(['x0', 'x1', 'x2']);
    const kept = answer(r, p, 'x0').state;
    expect(kept.me[p]!.schemes).toHaveLength(2);
    s.me[p]!.agenda = 'agenda.arsonist';
    s.me[p]!.agendaRevealed = true;
    expect(chain(s, [[p, 'scheme'], [p, 'confirm']]).state.me[p]!.capital).toBe(7);
  });
});

describe('vested-interests/weather', () => {
  function weatherAt(seed: string, dial: number, card: string, setup: (s: VIState) => void) {
    let s = clone(toActions(3, seed, { variant: 'flashpoint' }));
    setup(s);
    s.dial = dial;
    s.planetDeck = [card, ...s.planetDeck.filter((x) => x !== card)];
    s = advance(s, (x) => x.round === 2 && x.flow !== 'world' && x.flow !== 'weatherRoll' && x.flow !== 'weatherResolve' && x.stage.kind !== 'weatherPick');
    return s;
  }

  it('always sends a Surge to the Delta, and from 500 ppm on to the Reach too', () => {
    const low = weatherAt('surge', 470, 'planet.king-tide', () => {});
    expect(say('en', low.weather.report)).toMatch(/strikes Delta \(/);
    const high = weatherAt('surge', 500, 'planet.king-tide', () => {});
    expect(say('en', high.weather.report)).toMatch(/strikes Delta and Reach/);
  });

  it('charges repairs by regime: Danger only for assets in a zone, Severe 1 or 2 per district', () => {
    const mk = (dial: number, inZone: boolean) => weatherAt('repairs', dial, 'planet.king-tide', (s) => {
      const p = s.players[0]!;
      s.me[p]!.capital = 20;
      const zone = new Set(engine.view(s, null).zoneCells);
      const cell = ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9', 'D10', 'D11', 'D12', 'D13', 'D14', 'D15', 'D16', 'D30', 'D31', 'D40', 'D44']
        .find((c) => zone.has(c) === inZone && !s.assets.some((a) => a.cell === c))!;
      put(s, 'wetland', cell, p);
    });
    const paid = (s: VIState) => Number(say('en', s.weather.report).match(/\{p0\} pays (\d)/)?.[1] ?? 0);
    expect(paid(mk(470, false))).toBe(0);
    expect(paid(mk(470, true))).toBe(1);
    expect(paid(mk(520, false))).toBe(1);
    expect(paid(mk(520, true))).toBe(2);
  });

  it('pays Terminus Mutual 1 for each repair payment by another player', () => {
    const s = weatherAt('terminus', 520, 'planet.king-tide', (t) => {
      const [p0, p1] = t.players;
      t.me[p1!]!.house = 'house.terminus';
      put(t, 'wetland', 'D1', p0!);
      t.me[p0!]!.capital = 20;
    });
    expect(say('en', s.weather.report)).toMatch(/\{p1\} collects 1/);
  });
});

describe('vested-interests/tribunal', () => {
  it('holds secret ballots after round 3, names the top suspect and reveals their Agenda', () => {
    let s = clone(toActions(3, 'trib'));
    s.round = 3;
    s = advance(s, (x) => x.stage.kind === 'ballot');
    const ps = engine.prompts(s);
    expect(ps).toHaveLength(3);
    expect(new Set(ps.map((x) => x.id)).size).toBe(1);
    expect(ps.every((x) => x.private && x.publicText === 'Tribunal: the ballots are cast in secret')).toBe(true);
    const [a, b, c] = s.players;
    for (const p of s.players) s.me[p]!.influence = 4;
    s = answer(s, a!, `v-${c}-2`).state;
    s = answer(s, b!, `v-${c}-1`).state;
    s = answer(s, c!, `v-${a}-2`).state;
    s = advance(s, (x) => x.flow === 'roundEnd' || x.round === 4);
    expect(s.me[c!]!.agendaRevealed).toBe(true);
    expect(s.me[c!]!.tribunalVictimRound).toBe(3);
    expect(s.me[a!]!.influence).toBe(2);
  });

  it('breaks a tie for the earliest clockwise from the First Player', () => {
    let s = clone(toActions(3, 'trib2'));
    s.round = 3;
    s = advance(s, (x) => x.stage.kind === 'ballot');
    for (const p of s.players) s.me[p]!.influence = 4;
    const order = [...s.players.slice(s.first), ...s.players.slice(0, s.first)];
    s = answer(s, order[0]!, `v-${order[2]}-2`).state;
    s = answer(s, order[2]!, `v-${order[1]}-2`).state;
    s = answer(s, order[1]!, 'none').state;
    s = advance(s, (x) => x.round === 4);
    expect(s.me[order[1]!]!.agendaRevealed).toBe(true);
    expect(s.me[order[2]!]!.agendaRevealed).toBe(false);
  });
});

describe('vested-interests/scheme effects', () => {
  it('lets a Weather Machine choose the struck district and Creative Claims waive repairs', () => {
    let s = clone(toActions(3, 'wm'));
    s.planetDeck = ['planet.crown-fire', ...s.planetDeck.filter((x) => x !== 'planet.crown-fire')];
    s.dial = 520;
    const [a, b] = s.players;
    s.me[a!]!.schemes = ['scheme.weather-machine'];
    s.me[b!]!.schemes = ['scheme.creative-claims'];
    put(s, 'housing', 'Ri1', b!);
    s.me[b!]!.capital = 10;
    s = advance(s, (x) => x.round === 2 && x.stage.kind === 'window' && x.stage.window === 'WEATHER');
    s = answer(s, a!, 'scheme.weather-machine').state;
    s = answer(s, b!, 'scheme.creative-claims').state;
    s = answer(s, s.players[2]!, 'none').state;
    expect(s.stage).toEqual({ kind: 'weatherPick', chooser: a });
    const r = answer(s, a!, 'Rim');
    expect(say('en', r.state.weather.report)).toMatch(/strikes Rim and Delta/);
    expect(say('en', r.state.weather.report)).toContain(`{${b}} pays nothing (Creative Claims)`);
    expect(r.state.playedSchemes.map((x) => x.scheme)).toEqual(['scheme.weather-machine', 'scheme.creative-claims']);
  });

  it('pays a Backhander 2 when another player takes a Contract', () => {
    const s = clone(toActions(3, 'kick'));
    const p = menuOwner(s);
    const q = s.players.find((x) => x !== p)!;
    s.me[q]!.schemes = ['scheme.backhander'];
    s.me[p]!.capital = 10;
    s.market[0] = 'contract.offset-grove';
    let t = chain(s, [[p, 'contract'], [p, 'k0'], [p, 'Verge']]).state;
    t = answer(t, p, firstCell(t, p)).state;
    expect(values(t, q)).toEqual(['none', 'scheme.backhander']);
    for (const x of t.players) if (x !== q) t = answer(t, x, 'none').state;
    const capital = t.me[q]!.capital;
    const r = answer(t, q, 'scheme.backhander');
    expect(r.state.me[q]!.capital).toBe(capital + 2);
  });

  it('adds Smear Dossier votes after the ballots are revealed', () => {
    let s = clone(toActions(3, 'smear'));
    s.round = 3;
    s = advance(s, (x) => x.stage.kind === 'ballot');
    const [a, b, c] = s.players;
    for (const p of s.players) s.me[p]!.influence = 4;
    s.me[a!]!.schemes = ['scheme.smear-dossier'];
    s = answer(s, a!, 'none').state;
    s = answer(s, b!, `v-${a}-1`).state;
    s = answer(s, c!, 'none').state;
    s = answer(s, a!, 'scheme.smear-dossier').state;
    s = answer(s, b!, 'none').state;
    s = answer(s, c!, 'none').state;
    expect(s.stage.kind).toBe('smear');
    s = answer(s, a!, c!).state;
    s = advance(s, (x) => x.round === 4);
    expect(s.me[c!]!.agendaRevealed).toBe(true);
    expect(s.me[a!]!.agendaRevealed).toBe(false);
  });
});

