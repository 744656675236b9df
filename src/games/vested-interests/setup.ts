/** Setup: the Dial, the seeded world, Houses, secrets, the decks and the First Player, then the first automatic steps. */
import { ok, type Result } from '../../engine/result';
import { seedRng } from '../../engine/rng';
import { words } from '../../engine/words';
import type { GameEvent, PlayerId, RuleError } from '../../engine/types';
import { hotspotCandidates } from './board';
import { DISTRICTS } from './cards/schema';
import { buildAgendaDeck, catalogue as cat, expandCopies } from './cards/catalogue';
import { roll, shuf } from './draft';
import { fail, type VIError } from './errors';
import { settle } from './flow';
import type { Options, VIState } from './state';

const R = cat.rules;

export function setup(players: readonly PlayerId[], seed: string, options: Options): Result<VIState, RuleError<VIError>> {
  const n = players.length;
  if (n < R.players.min || n > R.players.max) return fail('player-count', words('vi:refuse.playerCount', { min: R.players.min, max: R.players.max, count: n }));
  const mode = options.variant;
  const s: VIState = {
    schemaVersion: 1, options, players: [...players], rng: [...seedRng(seed)], seq: 0, round: 1, first: 0,
    flow: 'world', stage: { kind: 'none' }, turnOf: null,
    dial: cat.climate.dial.start, projection: cat.climate.dial.projectionStart,
    tipped: cat.climate.tipping.filter((t) => t.preCrossed).map((t) => t.id), tippedThisRound: false,
    history: [{ round: 0, ppm: cat.climate.dial.start }], hotspots: [], assets: [], nextUid: 1, nimbys: [],
    supply: Object.fromEntries(cat.assets.map((a) => [a.id, n === 5 && a.supplyAtFivePlayers ? a.supplyAtFivePlayers : a.supply])),
    minis: { research: 0, cia: 0, disinfo: 0 }, me: {},
    contractDeck: [], contractDiscard: [], market: [], initiativeDeck: [], initiative: null, goodPassed: 0,
    planetDeck: [], planet: null, weather: { district: null, roll: null, waived: [], report: '' },
    schemeDeck: [], schemeDiscard: [], playedSchemes: [], takeover: null, pending: null, voteCancelled: false,
    lastVote: null, smear: {}, lastTribunal: null, final: null,
  };
  for (const m of cat.miniCards) s.minis[m.kind] = m.copies;
  // Hotspots: two random cells per district (VI-15).
  for (const d of DISTRICTS) s.hotspots.push(...shuf(s, hotspotCandidates(d)).slice(0, cat.board.hotspots.perDistrict));
  for (const ow of cat.board.oldWorld) {
    s.assets.push({ uid: s.nextUid++, type: ow.asset, cell: ow.cell, owner: null, oldWorld: true, community: false, vested: false,
      contract: null, defence: false, idle: 0, bonus: 0, mini: null, silenced: 0 });
  }
  const houses = shuf(s, cat.houses.map((h) => h.id));
  const agendas = shuf(s, buildAgendaDeck(shuf(s, cat.agendas.cards), n, mode)).map((a) => a.id);
  const vices = shuf(s, cat.vices.filter((v) => mode === 'full' || v.flashpoint).map((v) => v.id));
  players.forEach((p, i) => {
    s.me[p] = {
      house: houses[i]!, agenda: agendas[i]!, agendaRevealed: false, vice: vices[i]!, viceRevealed: false,
      capital: R.start.capital, influence: R.start.influence, legacy: 0, crew: R.start.operatives, ops: R.start.operatives,
      passed: false, commit: null, schemes: [], schemesPlayed: 0, sponsorships: 0, convertedEras: [], ciaRound: 0,
      freeResearchUntil: 0, tribunalVictimRound: null, communityCreated: 0, peeks: [],
    };
  });
  s.contractDeck = shuf(s, cat.contracts.map((k) => k.id));
  s.market = s.contractDeck.splice(0, R.market.size);
  s.initiativeDeck = shuf(s, cat.initiatives.map((i) => i.id));
  s.planetDeck = shuf(s, cat.planet.map((p) => p.id));
  s.schemeDeck = mode === 'full' ? shuf(s, expandCopies(cat.schemes)) : [];
  // First Player: highest total on the dice; tied players roll again (VI-16, VI-G44).
  let tied = [...players];
  while (tied.length > 1) {
    const totals = tied.map((p) => ({ p, t: Array.from({ length: R.firstPlayerDice }, () => roll(s)).reduce((a, b) => a + b, 0) }));
    const best = Math.max(...totals.map((x) => x.t));
    tied = totals.filter((x) => x.t === best).map((x) => x.p);
  }
  s.first = players.indexOf(tied[0]!);
  const ev: GameEvent[] = [];
  settle(s, ev);
  return ok(s);
}
