import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/engine/types';
import { catalogue } from '../../src/games/vested-interests/cards/catalogue';
import type { VIState } from '../../src/games/vested-interests/state';
import { publicPrompts } from '../../src/platform/telling/public-prompt';
import { say } from '../../src/words/say';
import { advance, answer, chain, engine, menuOwner, texts, toActions } from './helpers';

const clone = (s: VIState) => structuredClone(s);
const BOUNDS = { minMs: catalogue.rules.schemes.windowMinMs, maxMs: catalogue.rules.schemes.windowMaxMs };
const fromFirst = (s: VIState) => [...s.players.slice(s.first), ...s.players.slice(0, s.first)];

/** The public footprint of a window: what the channel sees of the prompts still open, and the public view. */
const footprint = (s: VIState, ps: readonly Prompt[]) => JSON.stringify([publicPrompts(ps), ps.map((p) => p.secretWindow), engine.view(s, null)]);

/** Every seat but the last answers its first non-stand-aside option (or stands aside); checks nothing public moves. */
function answerOneByOne(s0: VIState): VIState {
  let s = s0;
  const open = engine.prompts(s);
  for (const p of open.slice(0, -1)) {
    const before = engine.prompts(s).filter((x) => x.player !== p.player);
    const value = p.options[1]?.value ?? p.fallback!;
    s = answer(s, p.player, value).state;
    const after = engine.prompts(s);
    expect(after.map((x) => x.player)).toEqual(before.map((x) => x.player));
    expect(footprint(s, after)).toBe(footprint(s0, before));
  }
  return s;
}

describe('vested-interests/secret windows', () => {
  it('marks every prompt of a Scheme window with one window id, the data\'s bounds and Stand aside as the fallback', () => {
    const s = clone(toActions(4, 'window-mark'));
    const p = menuOwner(s);
    s.me[s.players[1]!]!.schemes = ['scheme.nimby'];
    const open = chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]).state;
    const ps = engine.prompts(open);
    expect(ps).toHaveLength(4);
    const id = ps[0]!.secretWindow?.id;
    expect(id).toBeTruthy();
    for (const x of ps) {
      expect(x.secretWindow).toEqual({ id, ...BOUNDS });
      expect(x.fallback).toBe('none');
      expect(x.options[0]!.value).toBe('none');
    }
    expect(BOUNDS).toEqual({ minMs: 5000, maxMs: 45000 });
  });

  it('changes nothing public while the seats of a Scheme window answer one by one', () => {
    const s = clone(toActions(4, 'window-quiet'));
    const p = menuOwner(s);
    s.me[s.players[1]!]!.schemes = ['scheme.nimby'];
    s.me[s.players[2]!]!.schemes = ['scheme.backhander'];
    const open = chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]).state;
    answerOneByOne(open);
  });

  it('holds a Scheme window open only while somebody holds a Scheme: with none in any hand, which the table can count, it is not held', () => {
    const s = clone(toActions(4, 'window-nobody'));
    const p = menuOwner(s);
    for (const q of s.players) s.me[q]!.schemes = [];
    const none = engine.prompts(chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]).state);
    expect(none).toHaveLength(4);
    for (const x of none) expect(x.secretWindow).toEqual({ id: none[0]!.secretWindow!.id, minMs: 0, maxMs: BOUNDS.maxMs });
    // One Scheme anywhere, whoever holds it and whether or not it answers a Build: every seat's prompt is held alike.
    s.me[s.players[2]!]!.schemes = ['scheme.blackout'];
    const one = engine.prompts(chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]).state);
    for (const x of one) expect(x.secretWindow).toEqual({ id: one[0]!.secretWindow!.id, ...BOUNDS });
  });

  it('holds the Tribunal ballot open only while somebody has Influence to vote with', () => {
    let s = clone(toActions(4, 'ballot-nobody'));
    s.round = 3;
    s = advance(s, (x) => x.stage.kind === 'ballot');
    for (const p of s.players) s.me[p]!.influence = 0;
    for (const x of engine.prompts(s)) expect(x.secretWindow).toMatchObject({ minMs: 0, maxMs: BOUNDS.maxMs });
    s.me[s.players[3]!]!.influence = 1;
    for (const x of engine.prompts(s)) expect(x.secretWindow).toMatchObject(BOUNDS);
  });

  it('gives the next window a new id', () => {
    let s = clone(toActions(3, 'window-next'));
    const p = menuOwner(s);
    s = chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]).state;
    const first = engine.prompts(s)[0]!.secretWindow!.id;
    for (const q of s.players) s = answer(s, q, 'none').state;
    s = advance(s, (x) => x.stage.kind === 'window');
    const second = engine.prompts(s)[0]!.secretWindow!.id;
    expect(second).not.toBe(first);
  });

  it('marks the Tribunal ballot the same way and changes nothing public as the ballots come in', () => {
    let s = clone(toActions(4, 'ballot-mark'));
    s.round = 3;
    s = advance(s, (x) => x.stage.kind === 'ballot');
    for (const p of s.players) s.me[p]!.influence = 3;
    const ps = engine.prompts(s);
    expect(ps).toHaveLength(4);
    const id = ps[0]!.secretWindow?.id;
    expect(id).toBeTruthy();
    for (const x of ps) {
      expect(x.secretWindow).toEqual({ id, ...BOUNDS });
      expect(x.fallback).toBe('none');
    }
    answerOneByOne(s);
  });

  it('marks the Campaign made on passing as a secret window of its own, with Commit 0 as the fallback', () => {
    const s = toActions(3, 'camp-mark', { variant: 'flashpoint' });
    const p = menuOwner(s);
    const after = chain(s, [[p, 'pass'], [p, 'confirm']]).state;
    const pr = engine.prompts(after).find((x) => x.player === p)!;
    expect(pr.private).toBe(true);
    expect(pr.fallback).toBe('0');
    expect(pr.secretWindow).toEqual({ id: expect.any(String), ...BOUNDS });
    const later = advance(after, (x) => x.stage.kind === 'turn' && x.stage.step.k === 'campaign' && x.stage.player !== p);
    const next = engine.prompts(later)[0]!;
    expect(next.secretWindow!.id).not.toBe(pr.secretWindow!.id);
  });

  it('says why a seat has nothing to decide in a window: no Scheme that answers it, no Influence, or its answer in', () => {
    let s = clone(toActions(3, 'window-idle'));
    const p = menuOwner(s);
    const [holder, empty] = s.players.filter((x) => x !== p);
    for (const q of s.players) s.me[q]!.schemes = [];
    s.me[holder!]!.schemes = ['scheme.nimby'];
    expect(engine.nothingAsked!(s, empty!)).toBeNull();
    s = chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]).state;
    expect(engine.nothingAsked!(s, empty!)).toBe('No Scheme of yours answers a Build: you stand aside while this secret window is open.');
    expect(engine.nothingAsked!(s, holder!)).toBeNull();
    s = answer(s, holder!, 'none').state;
    expect(engine.nothingAsked!(s, holder!)).toMatch(/^Your answer to this Scheme window is in/);
    let b = clone(toActions(3, 'ballot-idle'));
    b.round = 3;
    b = advance(b, (x) => x.stage.kind === 'ballot');
    b.me[b.players[0]!]!.influence = 0;
    b.me[b.players[1]!]!.influence = 1;
    expect(engine.nothingAsked!(b, b.players[0]!)).toBe('You have no Influence to vote with: you stand aside (no vote) in this Tribunal.');
    expect(engine.nothingAsked!(b, b.players[1]!)).toBeNull();
  });

  it('marks no prompt outside the secret windows', () => {
    const s = toActions(3, 'unmarked');
    for (const x of engine.prompts(s)) expect(x.secretWindow).toBeUndefined();
  });
});

describe('vested-interests/exclusive Schemes', () => {
  it('returns a second Blackout in the same reveal window to its owner\'s hand, with a public event', () => {
    let t = advance(clone(toActions(3, 'blackout2')), (x) => x.stage.kind === 'window' && x.stage.window === 'VOTE_REVEAL');
    const [first, second, third] = fromFirst(t);
    t.me[first!]!.schemes = ['scheme.blackout'];
    t.me[second!]!.schemes = ['scheme.blackout'];
    t = answer(t, third!, 'none').state;
    t = answer(t, second!, 'scheme.blackout').state;
    const r = answer(t, first!, 'scheme.blackout');
    expect(texts(r.events)).toContain(`{${first}} plays Blackout.`);
    expect(texts(r.events)).toContain(`{${second}}'s Blackout is pre-empted and returns to their hand.`);
    expect(r.state.me[second!]!.schemes).toEqual(['scheme.blackout']);
    expect(r.state.me[second!]!.schemesPlayed).toBe(0);
    expect(r.state.me[first!]!.schemes).toEqual([]);
  });
});

describe('vested-interests/rules topics', () => {
  it.each(['schemes', 'campaign', 'tribunal'])('tells the window times in the %s topic, as the house rules do', (topic) => {
    const text = say('en', engine.rules.find((t) => t.topic === topic)!.text);
    expect(text).toContain('at least 5 s and closes at 45 s');
  });
});
