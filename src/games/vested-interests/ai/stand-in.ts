/**
 * A state rebuilt from one seat's view, so the AI can ask the rules themselves what is legal and what it costs
 * (placement, prices, Takeover targets) instead of keeping a second copy of them. Everything hidden from the
 * seat is filled with the same constants whatever the real cards are: another seat's unrevealed Agenda and
 * Vice, Scheme hands and every deck order. Nothing here can depend on what the seat may not see.
 */
import type { PlayerId } from '../../../engine/types';
import { catalogue as cat } from '../cards/catalogue';
import type { AssetState, PlayerState, VIState } from '../state';
import type { VIView } from '../view';

/** What an unrevealed secret of another seat stands in as: a card whose rules change nothing until revealed. */
const HIDDEN_AGENDA = cat.agendas.cards.find((a) => a.role === 'opportunist')!.id;
const HIDDEN_VICE = cat.vices[0]!.id;

function seatState(v: VIView, p: VIView['players'][number]): PlayerState {
  const mine = p.id === v.viewer && v.me !== null;
  return {
    house: p.house,
    agenda: mine ? v.me!.agenda.id : p.agenda ? p.agenda.id : HIDDEN_AGENDA,
    agendaRevealed: p.agenda !== null,
    vice: mine ? v.me!.vice.id : p.vice ? p.vice.id : HIDDEN_VICE,
    viceRevealed: p.vice !== null,
    capital: p.capital, influence: p.influence, legacy: p.legacy, crew: p.crew, ops: p.ops, passed: p.passed,
    commit: mine ? v.me!.commit : null,
    schemes: mine ? v.me!.schemes.map((x) => x.id) : [],
    schemesPlayed: p.schemesPlayed, sponsorships: p.sponsorships,
    convertedEras: [], ciaRound: 0, freeResearchUntil: 0, tribunalVictimRound: null, communityCreated: 0, peeks: [],
  };
}

export function standIn(v: VIView): VIState {
  const assets: AssetState[] = v.assets.map((a) => ({
    uid: a.uid, type: a.type, cell: a.cell, owner: a.owner, oldWorld: a.oldWorld, community: a.community, vested: a.vested,
    contract: a.contract, defence: a.defence, idle: a.idle, bonus: 0, mini: a.mini, silenced: a.silenced ? 1 : 0,
  }));
  const me: Record<PlayerId, PlayerState> = Object.fromEntries(v.players.map((p) => [p.id, seatState(v, p)]));
  return {
    schemaVersion: 1, options: { variant: v.variant }, players: v.players.map((p) => p.id), rng: [1, 2, 3, 4], seq: 0,
    round: v.round, first: v.players.findIndex((p) => p.id === v.firstPlayer), flow: 'actions', stage: { kind: 'none' },
    turnOf: v.turnOf, dial: v.dial, projection: v.projection,
    tipped: cat.climate.tipping.filter((t) => v.tipping.some((x) => x.id === t.id && x.crossed)).map((t) => t.id),
    tippedThisRound: false, history: v.history.map((h) => ({ ...h })), hotspots: [...v.hotspots], assets,
    nextUid: Math.max(0, ...assets.map((a) => a.uid)) + 1, nimbys: [...v.nimbys], supply: { ...v.supply },
    minis: { research: 1, cia: 1, disinfo: 1 }, me,
    contractDeck: [], contractDiscard: [], market: v.market.map((k) => k?.id ?? null), initiativeDeck: [], initiative: null,
    goodPassed: v.goodPassed, planetDeck: [], planet: null, weather: { district: null, roll: null, waived: [], report: '' },
    schemeDeck: [], schemeDiscard: [], playedSchemes: [], takeover: null, pending: null, voteCancelled: false,
    lastVote: null, smear: {}, lastTribunal: null, final: null,
  };
}
