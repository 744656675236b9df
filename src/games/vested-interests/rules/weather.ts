/**
 * District weather and the Planet card (step 4 of "The world turns"): the district die, spread from 500 ppm, and
 * the Hotspots regimes of the Dial that decide which assets are struck and who pays repairs.
 */
import { listWords, words } from '../../../engine/words';
import { cardName, districtName } from '../cards/names';
import type { GameEvent, PlayerId } from '../../../engine/types';
import { contractAbilities, heldBy, districtOf, inAnyZone, isOffshore } from '../board';
import { payCapital } from '../cards/text';
import { type District } from '../cards/schema';
import { bandOf, catalogue as cat, getPlanetCard, modeOf } from '../cards/catalogue';
import { roll, shuf, everyone } from '../draft';
import { runEffects, trigger } from './effects';
import { firstPlayer, fromFirst } from '../seats';
import type { VIState } from '../state';
import { openWindow } from './scheme-windows';
import { abilitiesOf } from './houses-agendas-vices';

/** Step 4: draw a Planet card. Weather waits for its Scheme window and district; a scenario applies at once. */
export function drawPlanet(s: VIState, ev: GameEvent[]): void {
  s.planet = s.planetDeck.shift() ?? null;
  if (!s.planet) { s.planetDeck = shuf(s, cat.planet.map((p) => p.id)); s.planet = s.planetDeck.shift()!; }
  const card = getPlanetCard(s.planet);
  ev.push(everyone(words('vi:log.planet', { card: cardName(card.id) })));
  if (card.kind === 'weather') {
    s.weather = { district: null, roll: null, waived: [], report: '' };
    s.flow = 'weatherRoll';
    if (modeOf(s) === 'full') openWindow(s, 'WEATHER', null);
  } else {
    s.weather = { district: null, roll: null, waived: [], report: cardName(card.id) };
    runEffects(s, card.effects, { actor: null, sponsor: null }, ev, cardName(card.id));
    if ((s.flow as string) !== 'over') s.flow = 'initiative';
  }
}

/** The district die: 1-3 the card's home, 4 Verge, 5 Rim, 6 the First Player chooses; a fixed card needs no roll. */
export function rollDistrict(s: VIState, ev: GameEvent[]): void {
  const card = getPlanetCard(s.planet!);
  if (card.kind !== 'weather') throw new Error('weatherRoll without weather');
  s.flow = 'weatherResolve';
  if (card.targeting === 'fixed') { s.weather.district = card.home; return; }
  if (s.weather.district) return; // chosen by a Weather Machine
  const die = roll(s);
  s.weather.roll = die;
  const face = cat.climate.weather.districtDie[die - 1]!;
  ev.push(everyone(words('vi:log.districtDie', { player: `{${firstPlayer(s)}}`, die })));
  if (face === 'home') s.weather.district = card.home;
  else if (face === 'firstPlayerChooses') { s.stage = { kind: 'weatherPick', chooser: firstPlayer(s) }; s.seq += 1; }
  else s.weather.district = face;
}

/** The First Player (a six) or a Weather Machine's player sends the weather to a district. */
export function pickDistrict(s: VIState, p: PlayerId, v: string, ev: GameEvent[]): void {
  s.weather.district = v as District;
  ev.push(everyone(words('vi:log.sends', { player: `{${p}}`, card: cardName(s.planet!), district: districtName(v as District) })));
  s.stage = { kind: 'none' };
}

/** The Scheme whose player pays no repairs for this weather (its effect `waiveRepairs`). */
const WAIVER = cat.schemes.find((x) => x.effects.some((e) => e.op === 'waiveRepairs'))!.id;

function regimeOf(s: VIState) {
  const b = bandOf(s.dial);
  return cat.climate.weather.regimes[b === 'collapse' ? 'extreme' : b];
}

export function resolveWeather(s: VIState, ev: GameEvent[]): void {
  const card = getPlanetCard(s.planet!);
  if (card.kind !== 'weather' || !s.weather.district) return;
  const regime = regimeOf(s);
  const struck: District[] = [s.weather.district];
  if (s.dial >= cat.climate.weather.spreadFrom) {
    const order = cat.climate.weather.spreadOrder;
    struck.push(order[(order.indexOf(s.weather.district) + 1) % order.length]!);
  }
  const report: string[] = [];
  for (const d of struck) {
    let hit = 0;
    for (const a of s.assets) {
      if (a.community || districtOf(a.cell) !== d) continue;
      const zoned = inAnyZone(a.cell, s.hotspots);
      if (regime.effectsScope === 'hotspotZones' && !zoned) continue;
      const typeHit = card.affects.types.includes(a.type) || (card.affects.offshore && isOffshore(a.cell));
      if (!typeHit || a.defence) continue;
      if (contractAbilities(a).some((x) => x.op === 'immunity' && x.hazards.includes(card.hazard))) continue;
      const lose = zoned ? regime.exhaustIncomes.inZone : regime.exhaustIncomes.outsideZones;
      if (lose > 0) { a.idle = Math.max(a.idle, lose); hit += 1; }
    }
    const payments: string[] = [];
    for (const p of fromFirst(s)) {
      const mine = heldBy(s, p).filter((a) => districtOf(a.cell) === d);
      if (mine.length === 0) continue;
      const zoned = mine.some((a) => inAnyZone(a.cell, s.hotspots));
      const owed = zoned ? regime.repairs.inZone : regime.repairs.outsideZonesOnly;
      if (owed <= 0) continue;
      if (s.weather.waived.includes(p)) { payments.push(words('vi:weather.waived', { player: `{${p}}`, card: cardName(WAIVER) })); continue; }
      const paid = payCapital(s, p, owed);
      payments.push(words('vi:weather.pays', { player: `{${p}}`, count: paid }));
      if (paid >= 1) {
        for (const q of s.players) if (q !== p) trigger(s, q, 'otherPlayerRepairPayment', [], words('vi:source.repairs'));
        const collectors = s.players.filter((q) => q !== p && abilitiesOf(s, q).some((x) => x.op === 'trigger' && x.on === 'otherPlayerRepairPayment'));
        if (collectors.length > 0) payments.push(words('vi:weather.collect', { players: listWords('and', collectors.map((q) => `{${q}}`)), count: collectors.length, amount: 1 }));
      }
    }
    const struckText = words('vi:weather.struck', { count: hit });
    report.push(payments.length
      ? words('vi:weather.district', { district: districtName(d), struck: struckText, payments: payments.join(', ') })
      : words('vi:weather.districtNoRepairs', { district: districtName(d), struck: struckText }));
  }
  const band = bandOf(s.dial);
  s.weather.report = words('vi:weather.report', {
    card: cardName(card.id), districts: listWords('and', struck.map(districtName)), band: words(`vi:weather.band.${band === 'danger' || band === 'severe' ? band : 'extreme'}`), reports: report.join('. '),
  });
  ev.push(everyone(s.weather.report));
}
