import { describe, expect, it } from 'vitest';
import { markedCells } from '../../render/vested-interests/choices';
import { headline } from '../../render/vested-interests/headline';
import { goldenFiles, goldenStates } from '../render/golden-states';
import { chain, engine, menuOwner, playout, put, start, toActions } from './helpers';

/** A golden game's middle: assets on the board, someone's turn or a window open. */
const middle = () => goldenStates(goldenFiles('vested-interests')[0]!).states.find((x) => x.at === 'middle')!.session.state as Parameters<typeof engine.view>[0];

describe('vested-interests/render marks and headline', () => {
  it('marks the cells a prompt names and the cells of the assets it names, and nothing for other options', () => {
    const v = engine.view(middle(), null);
    const asset = v.assets[0]!;
    const marked = markedCells(v, [{ value: 'Re12', label: 'Re12' }, { value: `a${asset.uid}-solar`, label: 'convert' }, { value: 'pass', label: 'Pass' }, { value: 'back', label: 'Back' }]);
    expect([...marked].sort()).toEqual(['Re12', asset.cell].sort());
    expect(markedCells(v, [{ value: 'a99999', label: 'gone' }, { value: 'Zz1', label: 'no cell' }]).size).toBe(0);
    expect(markedCells(v).size).toBe(0);
  });

  it('says whose turn it is and what they decide, by name, and who won at the end', () => {
    const v = engine.view(middle(), null);
    const names = Object.fromEntries(v.players.map((p, i) => [p.id, ['ana', 'bo', 'cy', 'di', 'ed'][i]!]));
    const named = { ...v, names, turnOf: v.players[1]!.id };
    expect(headline(named, [{ value: 'pass', label: 'Pass' }])).toBe(`Round ${Math.min(v.round, v.rounds)}/${v.rounds} · bo: choosing an action`);
    expect(headline(named, [{ value: 'Delta', label: 'Delta' }, { value: 'Rim', label: 'Rim' }])).toBe(`Round ${Math.min(v.round, v.rounds)}/${v.rounds} · bo: choosing a district`);
    const end = engine.view(playout(start(3, 'headline-end'), 'headline-end'), null);
    expect(headline(end, [])).toMatch(/^Game over: (.+ wins|everyone loses)$/);
    expect(headline(end, [])).not.toMatch(/\{p\d\}|p\d wins/);
  });

  it('says a Takeover is under way and where, while the seats in turn decide whether to join it', () => {
    let s = structuredClone(toActions(3, 'take', { variant: 'flashpoint' }));
    const att = menuOwner(s);
    const target = put(s, 'fossil-plant', 'Re1', s.players.find((p) => p !== att)!);
    expect(engine.view(s, null).takeover).toBeNull();
    s = chain(s, [[att, 'takeover'], [att, 'Reach'], [att, `a${target.uid}`]]).state;
    const v = engine.view(s, null);
    expect(v.takeover).toEqual({ attacker: att, at: 'Re1' });
    const names = Object.fromEntries(v.players.map((p, i) => [p.id, ['ana', 'bo', 'cy'][i]!]));
    expect(headline({ ...v, names }, [{ value: 'aside', label: 'Stand aside' }, { value: 'att', label: 'Join the attack' }])).toBe(`Round ${v.round}/${v.rounds} · ${names[att]}: Takeover at Re1`);
    expect(headline({ ...v, takeover: { attacker: att, at: 'Rim' } }, [])).toMatch(/: Takeover of the Rim NIMBY$/);
  });
});
