import { describe, expect, it } from 'vitest';
import { saidView } from '../../render/vested-interests/style';
import { getInitiative } from '../../src/games/vested-interests/cards/catalogue';
import type { VIState } from '../../src/games/vested-interests/state';
import { view, type VIView } from '../../src/games/vested-interests/view';
import { uncatalogued } from '../words/uncatalogued';
import { t } from '../../src/words/translate';
import { start } from './helpers';

/** A game some rounds on: Deregulation on the table, a planet card drawn, one seat's Agenda and Vice revealed, a Scheme played. */
function midGame(): VIState {
  const s = structuredClone(start(4, 'view-names'));
  s.round = 3;
  s.initiative = 'initiative.deregulation';
  s.planet = 'planet.river-burst';
  s.me.p1!.agendaRevealed = true;
  s.me.p1!.viceRevealed = true;
  s.playedSchemes.push({ round: 2, player: 'p2', scheme: 'scheme.hired-backing' });
  s.tipped = ['tipping.ice-loss'];
  return s;
}

/** Every card name the view carries: what the renderers draw as a name. */
function names(v: VIView): string[] {
  return [
    v.initiative!.name, v.planet!.name,
    ...v.tipping.map((t) => t.name), ...v.assets.map((a) => a.name),
    ...v.market.flatMap((k) => (k ? [k.name, k.asset] : [])),
    ...v.players.flatMap((p) => [p.houseName, p.agenda?.title, p.agenda?.roleName, p.vice?.name].filter((x): x is string => x !== undefined)),
    ...v.playedSchemes.map((x) => x.name),
    v.me!.agenda.title, v.me!.agenda.roleName, v.me!.vice.name, ...v.me!.schemes.map((x) => x.name), ...v.me!.peeks.map((x) => x.vice),
  ];
}

describe('vested-interests/the view names its cards in the reader\'s language', () => {
  const s = midGame();
  const v = view(s, 'p0');

  it('GIVEN a mid-game view THEN every card keeps its id and English names stay as printed', () => {
    const en = saidView(v, 'en');
    expect(v.initiative!.id).toBe('initiative.deregulation');
    expect(getInitiative(v.initiative!.id).kind).toBe('bad');
    expect(en.initiative!.name).toBe(getInitiative('initiative.deregulation').name);
    expect(en.initiative!.kind).toBe('bad');
    expect(v.players[1]!.agenda!.id).toBe(s.me.p1!.agenda);
    expect(v.players[1]!.vice!.id).toBe(s.me.p1!.vice);
    expect(v.playedSchemes[0]!.id).toBe('scheme.hired-backing');
    expect(en.tipping.find((t) => t.id === 'tipping.ice-loss')!.name).toBe('Ice Loss');
  });

  it('GIVEN the view said in German THEN Deregulation is "Deregulierung (schlecht)" and the Planet card has its German name', () => {
    const de = saidView(v, 'de');
    expect(de.initiative!.name).toBe('Deregulierung');
    // Its kind stays the card's own word (the renderers look up the reader's word for it).
    expect(de.initiative!.kind).toBe('bad');
    expect(t('de', `vi:describe.kind.${de.initiative!.kind}`)).toBe('schlecht');
    const en = names(saidView(v, 'en'));
    const said = names(de);
    expect(said).toHaveLength(en.length);
    // A name German says like English (a proper name) is allowed; the Initiative, the Planet card and the Houses are not.
    expect(de.planet!.name).not.toBe(saidView(v, 'en').planet!.name);
  });

  it('GIVEN the view said in qps THEN every name field is a catalogue text', () => {
    const qps = names(saidView(v, 'qps'));
    for (const n of qps) expect(uncatalogued(n), n).toEqual([]);
  });
});
