import { describe, expect, it } from 'vitest';
import { say } from '../../src/words/say';
import { seedRng } from '../../src/engine/rng';
import { getAgenda, getAsset } from '../../src/games/vested-interests/cards/catalogue';
import { cooling, projection } from '../../src/games/vested-interests/rules/climate';
import { VI_ERRORS } from '../../src/games/vested-interests/errors';
import type { VIState } from '../../src/games/vested-interests/state';
import { advance, answer, cellsOffered, chain, engine, firstCell, menuOwner, put, start, texts, toActions } from './helpers';

const clone = (s: VIState) => structuredClone(s);
const owe = (s: VIState, p: string) => engine.prompts(s).find((x) => x.player === p)!;
const values = (s: VIState, p: string) => owe(s, p).options.map((o) => o.value);

describe('vested-interests/setup', () => {
  it('starts the Dial at 450 with Ice Loss crossed, seeds the Old World and deals Houses, Capital and Operatives', () => {
    const s = start(4, 'setup');
    expect(s.history[0]).toEqual({ round: 0, ppm: 450 });
    expect(s.tipped).toEqual(['tipping.ice-loss']);
    const ow = s.assets.filter((a) => a.oldWorld);
    expect(ow.map((a) => `${a.type}@${a.cell}`).sort()).toEqual(['forest@V12', 'forest@V43', 'fossil-plant@D27', 'fossil-plant@Re20', 'fossil-plant@Re35', 'fossil-plant@Ri27']);
    expect(ow.every((a) => a.owner === null)).toBe(true);
    expect(new Set(s.players.map((p) => s.me[p]!.house)).size).toBe(4);
    expect(s.market.filter(Boolean)).toHaveLength(4);
    for (const d of ['D', 'Re', 'V', 'Ri']) expect(s.hotspots.filter((h) => /^[A-Z][a-z]?/.exec(h)![0] === d)).toHaveLength(2);
  });

  it('runs the first world turn: 450 + 6 baseline + 2 Ice Loss + 6 Heat = 464, then Income and the era grant of 3', () => {
    const s = toActions(3, 'first-turn', { variant: 'flashpoint' });
    expect(s.dial).toBe(464);
    expect(s.round).toBe(1);
    for (const p of s.players) {
      expect(s.me[p]!.influence).toBeGreaterThanOrEqual(3);
      expect(s.me[p]!.ops).toBe(3);
      expect(s.me[p]!.capital).toBeGreaterThanOrEqual(8);
    }
    expect(projection(s)).toBe(464 + 14 + 14 + 18 + 21 + 21);
    expect(projection(toActions(3, 'first-turn'))).toBeGreaterThanOrEqual(600);
  });

  it('never deals an all-Steward table at three, and deals no Accelerationist in Flashpoint', () => {
    for (let i = 0; i < 60; i++) {
      const full = start(3, `deck-${i}`);
      expect(full.players.every((p) => getAgenda(full.me[p]!.agenda).role === 'steward')).toBe(false);
      const fp = start(3, `deck-${i}`, { variant: 'flashpoint' });
      expect(fp.players.some((p) => getAgenda(fp.me[p]!.agenda).role === 'accelerationist')).toBe(false);
      expect(fp.players.some((p) => fp.me[p]!.vice === 'vice.schemer')).toBe(false);
    }
  });

  it('rejects two and six players', () => {
    expect(engine.setup(['p0', 'p1'], 'x', { variant: 'full' })).toEqual({ ok: false, error: { code: 'player-count', message: 'Vested Interests seats 3 to 5 players, not 2.' } });
    expect(engine.setup(['p0', 'p1', 'p2', 'p3', 'p4', 'p5'], 'x', { variant: 'full' }).ok).toBe(false);
  });

  it('opens the reserve Institution site only at five players', () => {
    const three = toActions(3, 'sites', { variant: 'flashpoint' });
    const five = toActions(5, 'sites', { variant: 'flashpoint' });
    for (const s of [three, five]) {
      const p = menuOwner(s);
      s.me[p]!.capital = 20;
      const asked = chain(s, [[p, 'build'], [p, 'institution']]).state;
      const districts = values(asked, p);
      const rim = districts.includes('Rim') ? values(answer(asked, p, 'Rim').state, p) : [];
      expect(rim.includes('Ri47')).toBe(s.players.length === 5);
    }
  });
});

describe('vested-interests/world', () => {
  it('flips Permafrost at 500 and adds its penalty only from the next Step 1', () => {
    let s = toActions(3, 'tip', { variant: 'flashpoint' });
    s = clone(s);
    s.dial = 497;
    s = advance(s, (x) => x.round === 2 && x.flow !== 'world');
    expect(s.tipped).toContain('tipping.permafrost-thaw');
    const at = s.dial;
    expect(at).toBe(497 + 6 + 2 + 6);
    const next = advance(s, (x) => x.round === 3 && x.flow !== 'world');
    expect(next.dial - at).toBe(6 + 2 + 3 + 6);
  });

  it('caps Research cooling at 11 for the whole table, and Disinfo silences one cooling', () => {
    const s = clone(toActions(3, 'cap', { variant: 'flashpoint' }));
    const [p0, p1] = s.players;
    put(s, 'institution', 'D50', p0!, { mini: 'research' });
    put(s, 'institution', 'Re5', p1!, { mini: 'research' });
    expect(cooling(s)).toBe(11);
    s.assets.find((a) => a.cell === 'D50')!.silenced = 1;
    expect(cooling(s)).toBe(11);
    s.assets.find((a) => a.cell === 'Re5')!.silenced = 1;
    expect(cooling(s)).toBe(0);
    const before = s.dial;
    const heat = s.assets.reduce((n, a) => n + getAsset(a.type).heat, 0);
    const next = advance(s, (x) => x.round === 2 && x.flow !== 'world');
    expect(next.dial).toBe(before + 6 + 2 + heat);
    expect(cooling(next)).toBe(11);
  });

  it('grants Influence only in the first round of each era', () => {
    let s = toActions(3, 'grant', { variant: 'flashpoint' });
    const inf = () => s.players.map((p) => s.me[p]!.influence);
    const r1 = inf();
    s = advance(s, (x) => x.round === 2 && x.flow === 'actions');
    expect(inf()).toEqual(r1.map((n, i) => n - (s.lastVote?.commits[s.players[i]!] ?? 0) + 0 * n).map((_, i) => s.me[s.players[i]!]!.influence));
    s = advance(s, (x) => x.round === 4 && x.flow === 'actions');
    expect(s.players.every((p) => s.me[p]!.influence >= 4)).toBe(true);
  });
});

describe('vested-interests/actions', () => {
  it('builds on a chosen free cell, pays the House-discounted cost and delays the new Operative to the next Income', () => {
    const s = clone(toActions(3, 'build', { variant: 'flashpoint' }));
    const p = menuOwner(s);
    s.me[p]!.house = 'house.assembly';
    s.me[p]!.capital = 10;
    const r = chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]);
    const me = r.state.me[p]!;
    expect(me.capital).toBe(6);
    expect(me.crew).toBe(4);
    expect(me.ops).toBe(2);
    expect(r.state.assets.some((a) => a.cell === 'Re1' && a.owner === p && a.type === 'housing')).toBe(true);
    expect(texts(r.events)).toContain(`{${p}} builds a Housing at Re1 for 4 Capital.`);
  });

  it('limits each player to one Institution through round 3 and keeps sites for Institutions', () => {
    const s = clone(toActions(3, 'inst', { variant: 'flashpoint' }));
    const p = menuOwner(s);
    s.me[p]!.capital = 30;
    put(s, 'institution', 'D50', p);
    const assets = values(chain(s, [[p, 'build']]).state, p);
    expect(assets).not.toContain('institution');
    const cells = cellsOffered(chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach']]).state, p);
    expect(cells.length).toBeGreaterThan(25);
    expect(cells).not.toContain('Re5');
  });

  it('GIVEN a district with more free cells than a menu holds THEN the Build asks for a part of it by cell number first, each part one menu, with a way back to the parts', () => {
    const s = clone(toActions(3, 'parts', { variant: 'flashpoint' }));
    const p = menuOwner(s);
    s.me[p]!.capital = 30;
    const atParts = chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach']]).state;
    const parts = engine.prompts(atParts).find((x) => x.player === p)!;
    expect(parts.text).toBe('Choose where in the Reach the Housing goes: its free cells by number.');
    expect(parts.options.at(-1)!.value).toBe('back');
    const labels = parts.options.slice(0, -1).map((o) => o.label);
    expect(labels[0]).toMatch(/^Re1 to Re\d+: \d+ free \(\d+ safe, \d+ in hotspot zones\)$/);
    // Every free cell is in exactly one part, and each part is one menu with "Other cells" and Back.
    const all = cellsOffered(atParts, p);
    expect(new Set(all).size).toBe(all.length);
    const inPart = engine.prompts(answer(atParts, p, 'pg-1').state).find((x) => x.player === p)!;
    expect(inPart.options.length).toBeLessThanOrEqual(25);
    expect(inPart.options.slice(-2).map((o) => o.value)).toEqual(['pg-parts', 'back']);
    expect(inPart.options.at(-2)!.label).toBe('Other cells in the Reach');
    const back = answer(answer(atParts, p, 'pg-1').state, p, 'pg-parts').state;
    expect(engine.prompts(back).find((x) => x.player === p)!.options.map((o) => o.value)).toEqual(parts.options.map((o) => o.value));
  });

  it('closes a district with a NIMBY token', () => {
    const s = clone(toActions(3, 'nimby', { variant: 'flashpoint' }));
    const p = menuOwner(s);
    s.nimbys = ['Reach'];
    expect(values(chain(s, [[p, 'build'], [p, 'housing']]).state, p)).not.toContain('Reach');
  });

  it('takes a Contract at its price less the House discount and refills the row at once', () => {
    const s = clone(toActions(3, 'contract', { variant: 'flashpoint' }));
    const p = menuOwner(s);
    s.me[p]!.house = 'house.evergreen';
    s.me[p]!.capital = 10;
    s.market[0] = 'contract.offset-grove';
    const deckTop = s.contractDeck[0];
    const r = chain(s, [[p, 'contract'], [p, 'k0'], [p, 'Verge'], [p, firstCell(chain(s, [[p, 'contract'], [p, 'k0'], [p, 'Verge']]).state, p)]]);
    expect(r.state.me[p]!.capital).toBe(9);
    expect(r.state.me[p]!.legacy).toBe(1);
    expect(r.state.market).toContain(deckTop);
    expect(r.state.market).not.toContain('contract.offset-grove');
  });

  it('discards dead Contracts at the end of Income', () => {
    let s = clone(toActions(3, 'dead', { variant: 'flashpoint' }));
    s.market[1] = 'contract.park-and-ride';
    for (const p of s.players) s.me[p]!.capital = 0;
    s.supply['transport-hub'] = 0;
    s = advance(s, (x) => x.round === 2 && x.flow === 'actions');
    expect(s.market).not.toContain('contract.park-and-ride');
    expect(s.contractDiscard).toContain('contract.park-and-ride');
  });

  it('caps the crew at six Operatives', () => {
    const s = clone(toActions(3, 'crew', { variant: 'flashpoint' }));
    const p = menuOwner(s);
    s.me[p]!.crew = 6;
    s.me[p]!.capital = 10;
    const r = chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]);
    expect(r.state.me[p]!.crew).toBe(6);
  });

  it('lets Helios convert a Fossil Fuel Plant once per era for no Capital', () => {
    const s = clone(toActions(3, 'helios', { variant: 'flashpoint' }));
    const p = menuOwner(s);
    s.me[p]!.house = 'house.helios';
    const f = put(s, 'fossil-plant', 'Re1', p);
    const capital = s.me[p]!.capital;
    const r = chain(s, [[p, 'convert'], [p, `a${f.uid}-solar`]]);
    expect(r.state.assets.find((a) => a.uid === f.uid)!.type).toBe('solar');
    expect(r.state.me[p]!.capital).toBe(capital);
    expect(r.state.me[p]!.convertedEras).toEqual([1]);
  });

  it('refuses a bad answer with a specific message and leaves the state untouched', () => {
    const s = clone(toActions(3, 'bad', { variant: 'flashpoint' }));
    const p = menuOwner(s);
    const other = s.players.find((q) => q !== p)!;
    const frozen = JSON.stringify(s);
    const id = owe(s, p).id;
    expect(engine.apply(s, other, { prompt: id, values: ['pass'] })).toEqual({ ok: false, error: { code: 'not-your-decision', message: 'You do not owe a decision right now.' } });
    expect(engine.apply(s, p, { prompt: 'zz1', values: ['pass'] })).toEqual({ ok: false, error: { code: 'moved-on', message: 'That question is no longer open: answer the one open now.' } });
    expect(engine.apply(s, p, { prompt: id, values: ['pass', 'build'] })).toEqual({ ok: false, error: { code: 'value-count', message: 'Pick exactly 1 option.' } });
    expect(engine.apply(s, p, { prompt: id, values: ['scheme'] })).toEqual({ ok: false, error: { code: 'no-such-option', message: 'Flashpoint has no Schemes.' } });
    s.me[p]!.ops = 0;
    expect(engine.apply(s, p, { prompt: id, values: ['build'] })).toEqual({ ok: false, error: { code: 'no-such-option', message: 'You have no Operatives left this round: pass, or reveal a secret.' } });
    s.me[p]!.ops = 3;
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('refuses only with codes from the game\'s own list', () => {
    const s = toActions(3, 'codes', { variant: 'flashpoint' });
    const p = menuOwner(s);
    const id = owe(s, p).id;
    const refusals = [
      engine.setup(['p0'], 'x', { variant: 'full' }),
      engine.apply(s, p, { prompt: id, values: [] }),
      engine.apply(s, p, { prompt: id, values: ['nope'] }),
      engine.apply({ ...s, flow: 'over' }, p, { prompt: id, values: ['pass'] }),
    ];
    for (const r of refusals) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(VI_ERRORS).toContain(r.error.code);
    }
  });
});

/** Plays to the vote with chosen commitments: each player passes at once and commits `c[i]`. */
function voteWith(s0: VIState, c: Record<string, number>): { state: VIState; events: string[] } {
  let s = s0;
  const events: string[] = [];
  for (let i = 0; i < 50 && s.round === s0.round && s.flow !== 'tribunal'; i++) {
    const p = engine.prompts(s)[0]!;
    const v = p.id.startsWith('me') ? 'pass' : p.id.startsWith('ca') ? String(c[p.player] ?? 0) : p.fallback ?? p.options[0]!.value;
    const r = engine.apply(s, p.player, { prompt: p.id, values: [v] });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    events.push(...texts(r.value.events));
    if (s.lastVote?.round === s0.round) break;
  }
  return { state: s, events };
}

describe('vested-interests/votes', () => {
  it('passes a good Initiative at players + 1, drops the Dial 9 and makes the single top contributor Sponsor', () => {
    const s = clone(toActions(3, 'vote', { variant: 'flashpoint' }));
    s.initiative = 'initiative.civic-compact';
    const [a, b, c] = s.players;
    const r = voteWith(s, { [a!]: 2, [b!]: 1, [c!]: 1 });
    expect(say('en', r.state.lastVote!.result)).toContain('passed with 4');
    expect(r.state.me[a!]!.legacy).toBe(1);
    expect(r.state.me[a!]!.sponsorships).toBe(1);
    expect(r.events).toContain(`Civic Compact: the Dial falls 9 to ${s.dial - 9} ppm.`);
    expect(r.state.me[b!]!.influence).toBe(s.me[b!]!.influence - 1 + 1);
  });

  it('names no Sponsor on a tie and spends Influence even when the vote fails', () => {
    const s = clone(toActions(3, 'vote2', { variant: 'flashpoint' }));
    s.initiative = 'initiative.civic-compact';
    const [a, b, c] = s.players;
    const tie = voteWith(s, { [a!]: 2, [b!]: 2, [c!]: 0 });
    expect(tie.events).toContain('Top contribution tied: no Sponsor.');
    const fail = voteWith(s, { [a!]: 1, [b!]: 1, [c!]: 1 });
    expect(say('en', fail.state.lastVote!.result)).toContain('failed with 3 of 4');
    expect(fail.state.me[a!]!.influence).toBe(s.me[a!]!.influence - 1);
    expect(fail.events.some((e) => e.includes('the Dial falls 9'))).toBe(false);
  });

  it('makes every third passed good Initiative a Breakthrough', () => {
    const s = clone(toActions(3, 'break', { variant: 'flashpoint' }));
    s.initiative = 'initiative.civic-compact';
    s.goodPassed = 2;
    const [a, b, c] = s.players;
    const r = voteWith(s, { [a!]: 3, [b!]: 1, [c!]: 0 });
    expect(r.events).toContain(`Breakthrough: the Dial falls 12 to ${s.dial - 21} ppm.`);
    expect(r.state.me[a!]!.legacy).toBe(1 + 2);
  });

  it('raises the Dial 6 for a bad Initiative and pays its top contributor 3 Capital', () => {
    const s = clone(toActions(3, 'badini', { variant: 'flashpoint' }));
    s.initiative = 'initiative.land-rush';
    s.nimbys = ['Rim'];
    const [a, b, c] = s.players;
    const r = voteWith(s, { [a!]: 0, [b!]: 3, [c!]: 1 });
    expect(r.events).toContain(`Land Rush: the Dial rises 6 to ${s.dial + 6} ppm.`);
    expect(r.events).toContain(`{${b}} was the top contributor: +3 Capital.`);
    expect(r.state.nimbys).toEqual([]);
    expect(r.state.goodPassed).toBe(0);
  });

  it('asks every player for a secret Campaign when they pass, with the same public footprint', () => {
    const s = toActions(3, 'camp', { variant: 'flashpoint' });
    const p = menuOwner(s);
    const after = chain(s, [[p, 'pass'], [p, 'confirm']]).state;
    const pr = owe(after, p);
    expect(pr.private).toBe(true);
    expect(pr.publicText).toBe('making a secret Campaign decision');
    expect(pr.fallback).toBe('0');
    expect(JSON.stringify(engine.view(answer(after, p, '2').state, null))).not.toContain('"commit"');
  });
});

describe('vested-interests/takeovers', () => {
  it('asks others clockwise from the attacker, lets the owner commit 2, and flips a won asset to Community', () => {
    let s = clone(toActions(3, 'take', { variant: 'flashpoint' }));
    const att = menuOwner(s);
    const order = [...s.players.slice(s.players.indexOf(att) + 1), ...s.players.slice(0, s.players.indexOf(att))];
    const owner = order[1]!;
    const target = put(s, 'fossil-plant', 'Re1', owner);
    s = chain(s, [[att, 'takeover'], [att, 'Reach'], [att, `a${target.uid}`]]).state;
    expect(owe(s, order[0]!).options.map((o) => o.value)).toEqual(['aside', 'att', 'def']);
    s = answer(s, order[0]!, 'att').state;
    expect(owe(s, owner).options.map((o) => o.value)).toEqual(['aside', 'att', 'def', 'def2']);
    // Find a generator state where the attack (2 + die) beats the defence (2 + 0 + die).
    for (let i = 0; ; i++) {
      const t = clone(s);
      t.rng = [...seedRng(`dice-${i}`)];
      const r = answer(t, owner, 'aside');
      const line = texts(r.events).find((e) => e.startsWith('Takeover dice'))!;
      const [, ra, , rd] = line.match(/attack (\d) \+ (\d) = \d+, defence (\d) \+ (\d)/)!.slice(0, 4).map(Number) as number[];
      if (ra! + 2 > rd! + 2) {
        const a = r.state.assets.find((x) => x.uid === target.uid)!;
        expect(a.community).toBe(true);
        expect(a.owner).toBeNull();
        expect(r.state.me[att]!.communityCreated).toBe(1);
        break;
      }
      if (i > 200) throw new Error('no winning roll found');
    }
  });

  it('gives ties to the defender', () => {
    const base = clone(toActions(3, 'tie', { variant: 'flashpoint' }));
    const att = menuOwner(base);
    const target = put(base, 'motorway', 'Re1', null);
    let s = chain(base, [[att, 'takeover'], [att, 'Reach'], [att, `a${target.uid}`]]).state;
    s = advance(s, (x) => x.stage.kind === 'join' && x.takeover!.order.length - 1 === x.stage.idx);
    const last = s.takeover!.order[s.takeover!.order.length - 1]!;
    for (let i = 0; ; i++) {
      const t = clone(s);
      t.rng = [...seedRng(`tie-${i}`)];
      const r = answer(t, last, 'aside');
      const m = texts(r.events).find((e) => e.startsWith('Takeover dice'))!.match(/= (\d+), defence \d \+ \d = (\d+)/)!;
      if (m[1] === m[2]) {
        expect(texts(r.events).some((e) => e.includes('The defence holds.'))).toBe(true);
        expect(r.state.assets.find((x) => x.uid === target.uid)!.community).toBe(false);
        break;
      }
      if (i > 300) throw new Error('no tie found');
    }
  });

  it('never offers the attacker their own assets and removes a NIMBY when the attack wins', () => {
    const s = clone(toActions(3, 'own', { variant: 'flashpoint' }));
    const att = menuOwner(s);
    const mine = put(s, 'fossil-plant', 'Re1', att);
    s.nimbys = ['Verge'];
    const reach = values(chain(s, [[att, 'takeover'], [att, 'Reach']]).state, att);
    expect(reach).not.toContain(`a${mine.uid}`);
    const t = chain(s, [[att, 'takeover'], [att, 'Verge'], [att, 'n-Verge']]).state;
    for (let i = 0; ; i++) {
      const u = clone(t);
      u.rng = [...seedRng(`n-${i}`)];
      const done = advance(u, (x) => x.takeover === null);
      if (done.nimbys.length === 0) { expect(done.nimbys).toEqual([]); break; }
      if (i > 200) throw new Error('never won');
    }
  });

  it('adds +1 against a revealed Accelerationist and lets them take any asset type with a Vested marker', () => {
    const s = clone(toActions(3, 'acc'));
    const att = menuOwner(s);
    s.me[att]!.agenda = 'agenda.arsonist';
    s.me[att]!.agendaRevealed = true;
    const victim = s.players.find((q) => q !== att)!;
    const solar = put(s, 'solar', 'Re1', victim);
    const opts = values(chain(s, [[att, 'takeover'], [att, 'Reach']]).state, att);
    expect(opts).toContain(`a${solar.uid}`);
  });
});

describe('vested-interests/end', () => {
  it('lets a qualified Accelerationist win a Collapse alone', () => {
    const s = clone(toActions(3, 'collapse'));
    const p = s.players[1]!;
    s.me[p]!.agenda = 'agenda.burn-it-down';
    s.me[p]!.capital = 9;
    put(s, 'fossil-plant', 'Re1', p);
    put(s, 'motorway', 'Re2', p);
    s.dial = 595;
    const end = advance(s, () => false);
    expect(engine.outcome(end)!.winners).toEqual([p]);
    expect(end.final!.band).toBe('collapse');
  });

  it('makes everyone lose a Collapse when no Accelerationist qualifies', () => {
    const s = clone(toActions(3, 'collapse2'));
    for (const p of s.players) s.me[p]!.agenda = 'agenda.custodian';
    s.dial = 595;
    const end = advance(s, () => false);
    expect(engine.outcome(end)!.winners).toEqual([]);
    expect(engine.outcome(end)!.summary).toContain('everyone loses');
  });

  it('scores survival as Legacy + Vice + holdings + Capital/4 + the Agenda band bonus, with exactly one winner', () => {
    let s = clone(toActions(3, 'score', { variant: 'flashpoint' }));
    s.round = 6;
    s.dial = 470;
    const [a] = s.players;
    s.me[a!]!.agenda = 'agenda.long-game';
    s.me[a!]!.vice = 'vice.green-halo';
    s.me[a!]!.legacy = 3;
    put(s, 'solar', 'Re1', a!);
    put(s, 'institution', 'D50', a!);
    s = advance(s, () => false);
    const f = s.final!.scores[a!]!;
    expect(f.agenda).toBe(8);
    expect(f.vice).toBe(2);
    expect(f.holdings).toBe(3);
    expect(f.legacy).toBe(3);
    expect(f.total).toBe(f.legacy + f.vice + f.holdings + f.capital + f.agenda);
    expect(engine.outcome(s)!.winners).toHaveLength(1);
    for (const p of s.players) expect(engine.view(s, null).players.find((x) => x.id === p)!.agenda).not.toBeNull();
  });
});

describe('vested-interests/houses and reveals', () => {
  it('reveals a secret only on your own turn, for free, and a revealed Accelerationist may place a Vested marker', () => {
    let s = clone(toActions(3, 'vest'));
    const p = menuOwner(s);
    s.me[p]!.agenda = 'agenda.drill-baby-drill';
    const r = chain(s, [[p, 'reveal-agenda'], [p, 'confirm']]);
    expect(texts(r.events)).toEqual([`{${p}} reveals their Agenda: Drill Baby Drill, Accelerationist.`]);
    s = r.state;
    expect(values(s, p)).not.toContain('reveal-agenda');
    const victim = s.players.find((x) => x !== p)!;
    const solar = put(s, 'solar', 'Re1', victim);
    s = chain(s, [[p, 'takeover'], [p, 'Reach'], [p, `a${solar.uid}`]]).state;
    s = advance(s, (x) => x.stage.kind === 'window');
    for (let i = 0; ; i++) {
      const t = clone(s);
      t.rng = [...seedRng(`v-${i}`)];
      const done = advance(t, (x) => x.stage.kind === 'vested' || x.takeover === null);
      if (done.stage.kind === 'vested') {
        const held = answer(done, p, 'vested').state;
        const a = held.assets.find((x) => x.uid === solar.uid)!;
        expect(a.owner).toBe(p);
        expect(a.vested).toBe(true);
        break;
      }
      if (i > 200) throw new Error('never won');
    }
  });

  it('shows a CIA Desk peek to the peeker only', () => {
    const s = clone(toActions(3, 'cia', { variant: 'flashpoint' }));
    const p = menuOwner(s);
    put(s, 'institution', 'D50', p, { mini: 'cia' });
    const q = s.players.find((x) => x !== p)!;
    const r = chain(s, [[p, 'peek'], [p, q]]);
    const priv = r.events.filter((e) => e.visibleTo !== 'all');
    expect(priv).toHaveLength(1);
    expect(priv[0]!.visibleTo).toEqual([p]);
    expect(texts(r.events).join(' ')).not.toContain(s.me[q]!.vice);
    expect(values(r.state, p)).not.toContain('peek');
  });

  it('pays Halcyon Labs 1 whenever anyone funds a Research', () => {
    const s = clone(toActions(3, 'halcyon', { variant: 'flashpoint' }));
    const p = menuOwner(s);
    const h = s.players.find((x) => x !== p)!;
    s.me[h]!.house = 'house.halcyon';
    s.me[p]!.house = 'house.evergreen';
    s.me[p]!.capital = 10;
    const inst = put(s, 'institution', 'D50', p);
    const before = s.me[h]!.capital;
    const r = chain(s, [[p, 'fund'], [p, 'research'], [p, `a${inst.uid}`]]).state;
    expect(r.me[h]!.capital).toBe(before + 1);
    expect(r.me[p]!.capital).toBe(6);
  });
});
