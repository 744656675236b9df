/**
 * What each seat may see. `view(s, null)` is the public table: the board, the Dial, holdings and every secret a
 * rule has revealed. `view(s, p)` adds p's own Agenda, Vice, Scheme hand, commitment, ballot and CIA peeks.
 * Nothing here exposes another player's hidden card, hand size, commitment or the deck orders
 * (docs/house-rules.md, Vested Interests: Secrecy first).
 */
import type { PlayerId } from '../../engine/types';
import { words } from '../../engine/words';
import { assetName, cardName, roleName } from './cards/names';
import { type AssetId, type Band, type District, type Role } from './cards/schema';
import {
  bandOf,
  catalogue,
  getAgenda,
  getContract,
  getHouse,
  getInitiative,
  getPlanetCard,
  getScheme,
  getVice,
  eraNumber,
  roundsOf,
} from './cards/catalogue';
import { agendaText, contractText, houseText, initiativeText, planetText, schemeText, viceBody, viceText } from './cards/text';
import { uidAsset, zone } from './board';
import { cooling, netHeat } from './rules/climate';
import type { FinalScore, VIState } from './state';

export interface VIAssetView {
  uid: number;
  type: AssetId;
  name: string;
  cell: string;
  owner: PlayerId | null;
  oldWorld: boolean;
  community: boolean;
  vested: boolean;
  contract: string | null;
  defence: boolean;
  idle: number;
  mini: 'research' | 'cia' | null;
  silenced: boolean;
}

interface VIPlayerView {
  id: PlayerId;
  seat: number;
  house: string;
  houseName: string;
  houseText: string;
  capital: number;
  influence: number;
  legacy: number;
  crew: number;
  ops: number;
  passed: boolean;
  sponsorships: number;
  schemesPlayed: number;
  agenda: { id: string; title: string; role: string; roleName: string } | null;
  vice: { id: string; name: string; text: string } | null;
  /** Only once the game is over. */
  final: FinalScore | null;
}

interface VIPrivateView {
  agenda: { id: string; title: string; role: string; roleName: string; text: string; revealed: boolean };
  /** `body` is its text without its name, for the seat's own picture, which names it above. */
  vice: { id: string; name: string; text: string; body: string; revealed: boolean };
  schemes: { id: string; name: string; text: string }[];
  commit: number | null;
  ballot: string | null;
  /** `vice` is the peeked Vice's name, `id` its id. */
  peeks: { target: PlayerId; id: string; vice: string }[];
}

export interface VIView {
  viewer: PlayerId | null;
  variant: 'full' | 'flashpoint';
  round: number;
  rounds: number;
  era: number;
  firstPlayer: PlayerId;
  turnOf: PlayerId | null;
  flow: string;
  dial: number;
  projection: number;
  band: Band | 'collapse';
  netHeat: number;
  cooling: number;
  tipping: { id: string; name: string; threshold: number | null; penalty: number; crossed: boolean }[];
  collapseAt: number;
  hotspots: string[];
  zoneCells: string[];
  assets: VIAssetView[];
  nimbys: District[];
  market: ({ slot: number; id: string; name: string; asset: string; price: number; colour: 'amber' | 'teal'; text: string } | null)[];
  /** `kind` is the word for good or bad, a text like `name`; code asks getInitiative(id).kind. */
  initiative: { id: string; name: string; kind: string; text: string } | null;
  goodPassed: number;
  planet: { id: string; name: string; text: string } | null;
  weatherReport: string;
  players: VIPlayerView[];
  playedSchemes: { round: number; player: PlayerId; id: string; name: string }[];
  lastVote: { round: number; commits: Record<string, number>; result: string } | null;
  lastTribunal: { round: number; result: string } | null;
  history: { round: number; ppm: number }[];
  supply: Record<string, number>;
  final: { band: string; winner: PlayerId | null; summary: string } | null;
  /** The Takeover under way, as announced to all: who attacks, and where (an asset's cell or a NIMBY's district). */
  takeover: { attacker: PlayerId; at: string } | null;
  me: VIPrivateView | null;
}

export function view(s: VIState, viewer: PlayerId | null): VIView {
  const over = s.final !== null;
  const mine = viewer !== null && viewer in s.me ? s.me[viewer]! : null;
  return {
    viewer,
    variant: s.options.variant,
    round: s.round,
    rounds: roundsOf(s),
    era: eraNumber(s),
    firstPlayer: s.players[s.first]!,
    turnOf: s.flow === 'actions' ? s.turnOf : null,
    flow: s.flow,
    dial: s.dial,
    projection: s.projection,
    band: bandOf(s.dial),
    netHeat: netHeat(s),
    cooling: cooling(s),
    tipping: catalogue.climate.tipping.map((t) => ({ id: t.id, name: cardName(t.id), threshold: t.threshold, penalty: t.penalty, crossed: s.tipped.includes(t.id) })),
    collapseAt: catalogue.climate.collapseAt,
    hotspots: [...s.hotspots],
    zoneCells: [...new Set(s.hotspots.flatMap((h) => zone(h)))],
    assets: s.assets.map((a) => ({
      uid: a.uid, type: a.type, name: assetName(a.type), cell: a.cell, owner: a.owner, oldWorld: a.oldWorld,
      community: a.community, vested: a.vested, contract: a.contract, defence: a.defence, idle: a.idle, mini: a.mini, silenced: a.silenced > 0,
    })),
    nimbys: [...s.nimbys],
    market: s.market.map((id, slot) => {
      if (!id) return null;
      const k = getContract(id);
      return { slot, id, name: cardName(id), asset: assetName(k.asset), price: k.price, colour: k.colour, text: contractText(k) };
    }),
    initiative: s.initiative ? { id: s.initiative, name: cardName(s.initiative), kind: getInitiative(s.initiative).kind, text: initiativeText(getInitiative(s.initiative)) } : null,
    goodPassed: s.goodPassed,
    planet: s.planet ? { id: s.planet, name: cardName(s.planet), text: planetText(getPlanetCard(s.planet)) } : null,
    weatherReport: s.weather.report,
    players: s.players.map((p, seat) => {
      const x = s.me[p]!;
      const ag = getAgenda(x.agenda);
      return {
        id: p, seat, house: x.house, houseName: cardName(x.house), houseText: houseText(getHouse(x.house)),
        capital: x.capital, influence: x.influence, legacy: x.legacy, crew: x.crew, ops: x.ops, passed: x.passed,
        sponsorships: x.sponsorships, schemesPlayed: x.schemesPlayed,
        agenda: x.agendaRevealed ? { id: ag.id, title: cardName(ag.id), role: ag.role, roleName: roleName(ag.role) } : null,
        vice: x.viceRevealed ? { id: x.vice, name: cardName(x.vice), text: viceText(getVice(x.vice)) } : null,
        final: over ? s.final!.scores[p] ?? null : null,
      };
    }),
    playedSchemes: s.playedSchemes.map((x) => ({ round: x.round, player: x.player, id: x.scheme, name: cardName(x.scheme) })),
    lastVote: s.lastVote,
    lastTribunal: s.lastTribunal && s.lastTribunal.result ? { round: s.lastTribunal.round, result: s.lastTribunal.result } : null,
    history: s.history.map((h) => ({ ...h })),
    supply: { ...s.supply },
    final: s.final ? { band: s.final.band, winner: s.final.winner, summary: s.final.summary } : null,
    takeover: s.takeover ? { attacker: s.takeover.attacker, at: s.takeover.nimby ?? uidAsset(s, s.takeover.uid!)?.cell ?? '?' } : null,
    me: mine && viewer ? privateView(s, viewer) : null,
  };
}

function privateView(s: VIState, p: PlayerId): VIPrivateView {
  const x = s.me[p]!;
  const ag = getAgenda(x.agenda);
  const vice = getVice(x.vice);
  const ballot = s.stage.kind === 'ballot' ? s.stage.ballots[p] ?? null : null;
  return {
    agenda: { id: ag.id, title: cardName(ag.id), role: ag.role, roleName: roleName(ag.role), text: agendaText(ag), revealed: x.agendaRevealed },
    vice: { id: vice.id, name: cardName(vice.id), text: viceText(vice), body: viceBody(vice), revealed: x.viceRevealed },
    schemes: x.schemes.map((id) => ({ id, name: cardName(id), text: schemeText(getScheme(id)) })),
    commit: x.commit,
    ballot,
    peeks: x.peeks.map((k) => ({ target: k.target, id: k.vice, vice: cardName(k.vice) })),
  };
}

/**
 * What is dealt to a seat in secret, worth a DM when new: its Agenda, its Vice, each Scheme it holds and each
 * Vice a CIA peek showed it. Its own commitment and ballot are its answers, not news.
 */
export function secrets(v: VIView): string[] {
  if (!v.me) return [];
  return [`agenda:${v.me.agenda.id}`, `vice:${v.me.vice.id}`, ...v.me.schemes.map((x) => `scheme:${x.id}`), ...v.me.peeks.map((x) => `peek:${x.target}:${getVice(x.id).name}`)];
}

/** The table in one paragraph for logs and the terminal table, every text in no language yet (src/engine/words.ts). */
export function describe(v: VIView): string {
  const head = words(v.variant === 'flashpoint' ? 'vi:describe.headFlashpoint' : 'vi:describe.head', {
    round: v.round, rounds: v.rounds, era: v.era, dial: v.dial, band: words(`vi:describe.band.${v.band}`), projection: v.projection, player: `{${v.firstPlayer}}`,
  });
  const ini = v.initiative ? ` ${words('vi:describe.initiative', { name: cardName(v.initiative.id), kind: words(`vi:describe.kind.${v.initiative.kind}`) })}` : '';
  const market = ` ${words('vi:describe.contracts', { list: v.market.map((k) => (k ? `${cardName(k.id)} ${k.price}` : '-')).join(' | ') })}`;
  const players = ` ${v.players.map((p) => words('vi:describe.player', {
    player: `{${p.id}}`, house: cardName(p.house), capital: p.capital, influence: p.influence, legacy: p.legacy, ops: p.ops, crew: p.crew, schemes: p.schemesPlayed,
    passed: p.passed ? words('vi:describe.passed') : '',
    agenda: p.agenda ? ` [${cardName(p.agenda.id)}, ${roleName(p.agenda.role as Role)}]` : '',
    vice: p.vice ? ` [${cardName(p.vice.id)}]` : '',
  })).join('; ')}.`;
  const mine = v.me ? ` ${words('vi:describe.mine', {
    agenda: cardName(v.me.agenda.id), role: roleName(v.me.agenda.role as Role), vice: cardName(v.me.vice.id),
    schemes: v.me.schemes.map((x) => cardName(x.id)).join(', ') || words('vi:describe.none'),
  })}` : '';
  return `${head}${ini}${market}${players}${mine}${v.final ? ` ${v.final.summary}` : ''}`;
}
