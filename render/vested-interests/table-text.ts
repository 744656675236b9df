import type { Option } from '../../src/engine/types';
import type { VIAssetView, VIView } from '../../src/games/vested-interests/view';
import { catalogue } from '../../src/games/vested-interests/cards/catalogue';
import type { SeatNames } from '../picture';
import { sections, sentence } from '../alt';
import { headline } from './headline';
import { bandName, cellIn, districtIn, placeIn, type Named, saidChoices, saidView, seatName, withNames } from './style';
import type { Language } from '../../src/words/locales';
import { hasWords, t, type WordParams } from '../../src/words/translate';

/** The table text's words, in the view's language. */
const tx = (v: Named, key: string, params: WordParams = {}): string => t(v.language ?? 'en', `vi-pictures:text.${key}`, params);

/** A card's name by its id (`vi-cards:<id>.name`), in the view's language; the view's own where the catalogue has none. */
const cardIn = (v: Named, id: string, shown: string): string => (hasWords('en', `vi-cards:${id}.name`) ? t(v.language ?? 'en', `vi-cards:${id}.name`) : shown);
/** A card the view names only (a tipping point, a Scheme played), found by its English name. */
const namedIn = (v: Named, cards: readonly { id: string; name: string }[], shown: string): string => {
  const card = cards.find((c) => c.name === shown);
  return card ? cardIn(v, card.id, shown) : shown;
};
const assetIn = (v: Named, a: VIAssetView): string => t(v.language ?? 'en', `vi-cards:asset.${a.type}.name`);

/**
 * A card's text without the name it opens with ("Schemer: Schemer: at the end…"): the name is said before it. Both
 * are said in the reader's language, so the text opens with the name as said there; what follows the name up to its
 * first full stop or colon (a kind or colour in brackets) goes with it.
 */
const unnamed = (name: string, text: string): string => sentence(text.startsWith(name) ? text.slice(name.length).replace(/^( \([^()]*\))?[.:] */, '') : text);

/**
 * An asset as its token on the board shows it: kind, whose (left out in its owner's own list), and its marks
 * (Vested, Defence, idle, a Contract, a mini-card).
 */
function assetText(v: Named, a: VIAssetView, owned = false): string {
  const whose = owned ? null : a.owner ? seatName(v, a.owner) : a.community ? tx(v, 'community') : a.oldWorld ? tx(v, 'oldWorld') : tx(v, 'nobody');
  const marks = [
    a.oldWorld && a.owner ? tx(v, 'oldWorld') : null,
    a.vested ? tx(v, 'vested') : null,
    a.defence ? tx(v, 'defence') : null,
    a.contract ? tx(v, 'contractMark', { name: cardIn(v, a.contract, a.contract) }) : null,
    a.idle > 0 ? tx(v, 'idle', { n: a.idle }) : null,
    a.mini ? `${tx(v, a.mini === 'research' ? 'research' : 'cia')}${a.silenced ? tx(v, 'silenced') : ''}` : null,
  ].filter(Boolean);
  return tx(v, 'asset', { cell: cellIn(v, a.cell), name: assetIn(v, a), whose: whose ? `, ${whose}` : '', marks: marks.length ? ` (${marks.join(', ')})` : '' });
}

/** A player's row: the figures, what the rules revealed, the assets by cell, and at the end the final score. */
function playerText(v: Named, p: VIView['players'][number]): string {
  const state = p.id === v.turnOf ? tx(v, 'acting') : p.passed && v.flow === 'actions' ? tx(v, 'passed') : '';
  const own = v.assets.filter((a) => a.owner === p.id).map((a) => assetText(v, a, true));
  const f = p.final;
  return [
    tx(v, 'player', { name: seatName(v, p.id), state, house: cardIn(v, p.house, p.houseName), text: unnamed(cardIn(v, p.house, p.houseName), p.houseText) }),
    tx(v, 'figures', { capital: p.capital, influence: p.influence, ops: p.ops, crew: p.crew, legacy: p.legacy, schemes: v.variant === 'full' ? tx(v, 'schemesPlayed', { n: p.schemesPlayed }) : '', sponsorships: p.sponsorships }),
    tx(v, 'agenda', {
      agenda: p.agenda ? tx(v, 'agendaShown', { title: cardIn(v, p.agenda.id, p.agenda.title), role: t(v.language ?? 'en', `vi-cards:role.${p.agenda.role}.name`) }) : tx(v, 'hidden'),
      vice: p.vice ? tx(v, 'vice', { name: cardIn(v, p.vice.id, p.vice.name), text: unnamed(cardIn(v, p.vice.id, p.vice.name), p.vice.text) }) : tx(v, 'viceHidden'),
    }),
    tx(v, 'assets', { assets: own.length ? own.join('; ') : tx(v, 'none') }),
    f ? tx(v, 'final', { legacy: f.legacy, vice: f.vice, holdings: f.holdings, capital: f.capital, agenda: `${f.agenda > 0 ? '+' : ''}${f.agenda}`, total: f.total }) : null,
  ].filter(Boolean).join('\n');
}

/** The Planet card: its name, then its text or the weather it brought, unless that only repeats the name ("Oil Shock: ."). */
function planetLine(v: Named): string {
  const planet = v.planet!;
  const name = namedIn(v, catalogue.planet, planet.name);
  const text = withNames(v, v.weatherReport && v.weatherReport !== name && v.weatherReport !== planet.name ? v.weatherReport : planet.text);
  // A scenario card's "(scenario):" goes with its name; a weather card's hazard in brackets stays, said nowhere else.
  const scenario = t(v.language ?? 'en', 'vi-cards:text.planet.scenario', { name: '', effects: '' }).trim();
  const after = text.startsWith(name) ? text.slice(name.length).trimStart() : null;
  const rest = after === null ? text : (after.startsWith(scenario) ? after.slice(scenario.length) : after.replace(/^[.:] */, '')).trim();
  return rest ? tx(v, 'planet', { name, text: sentence(rest) }) : tx(v, 'planetOnly', { name });
}

/**
 * The table picture in words, for a reader who cannot see it: everything it shows from the public view, in
 * paragraphs a page may break between.
 */
export function tableText(view: VIView, names?: SeatNames, options: readonly Option[] = [], language: Language = 'en'): string {
  const v: Named = { ...saidView(view, language), language, ...(names ? { names } : {}) };
  const choices = saidChoices(options, language);
  const tips = v.tipping.filter((x) => x.threshold !== null).map((x) => tx(v, 'tip', { name: namedIn(v, catalogue.climate.tipping, x.name), threshold: x.threshold, crossed: tx(v, x.crossed ? 'crossed' : 'notCrossed'), penalty: x.penalty }));
  const contracts = v.market.filter((k) => k !== null).map((k) => tx(v, 'contract', { slot: k.slot + 1, name: cardIn(v, k.id, k.name), asset: t(language, `vi-cards:asset.${catalogue.contracts.find((c) => c.id === k.id)?.asset ?? ''}.name`, { defaultValue: k.asset }), price: k.price, colour: tx(v, `colour.${k.colour}`), text: unnamed(cardIn(v, k.id, k.name), k.text) }));
  const unowned = v.assets.filter((a) => !a.owner).map((a) => assetText(v, a));
  const supply = Object.entries(v.supply).map(([k, n]) => tx(v, 'supplyItem', { asset: t(language, `vi-cards:asset.${k}.name`), n }));
  const listed = (xs: readonly string[]) => (xs.length ? xs.join(', ') : tx(v, 'none'));
  return sections([
    [tx(v, v.variant === 'flashpoint' ? 'headFlashpoint' : 'head', { headline: headline(v, choices) }),
      v.final ? withNames(v, v.final.summary) : tx(v, 'era', { era: v.era, round: Math.min(v.round, v.rounds), rounds: v.rounds, first: seatName(v, v.firstPlayer) }),
      v.takeover ? tx(v, 'takeover', { attacker: seatName(v, v.takeover.attacker), at: placeIn(v, v.takeover.at) }) : null],
    [tx(v, 'dial', { ppm: v.dial, band: bandName(v.final ? v.final.band : v.band, language), projection: v.projection, heat: `${v.netHeat >= 0 ? '+' : ''}${v.netHeat}`, cooling: v.cooling, collapse: v.collapseAt }),
      tips.length ? tx(v, 'tipping', { points: tips.join('; ') }) : null,
      v.history.length ? tx(v, 'history', { rounds: v.history.map((h) => tx(v, 'historyRound', { round: h.round, ppm: h.ppm })).join(', ') }) : null],
    [v.initiative ? tx(v, 'initiative', { name: cardIn(v, v.initiative.id, v.initiative.name), kind: tx(v, `kind.${v.initiative.kind}`), n: v.players.length + 1, text: unnamed(cardIn(v, v.initiative.id, v.initiative.name), v.initiative.text) }) : null,
      tx(v, 'goodPassed', { n: v.goodPassed }),
      v.planet ? planetLine(v) : null,
      ...(contracts.length ? [tx(v, 'contracts'), ...contracts] : [tx(v, 'noContracts')]),
      v.lastVote ? tx(v, 'lastVote', { round: v.lastVote.round, result: withNames(v, v.lastVote.result) }) : null,
      v.lastTribunal ? tx(v, 'lastTribunal', { round: v.lastTribunal.round, result: withNames(v, v.lastTribunal.result) }) : null,
      v.playedSchemes.length ? tx(v, 'schemes', { schemes: v.playedSchemes.map((x) => tx(v, 'scheme', { round: x.round, player: seatName(v, x.player), name: namedIn(v, catalogue.schemes, x.name) })).join('; ') }) : null],
    // The zones' cells are a hundred names at five players: a line of their own, so a page breaks before or after it, never in a sentence.
    [tx(v, 'board', { hotspots: listed(v.hotspots.map((c) => cellIn(v, c))) }),
      tx(v, 'zones', { zones: listed(v.zoneCells.map((c) => cellIn(v, c))) }),
      tx(v, 'nimbys', { nimbys: listed(v.nimbys.map((d) => districtIn(v, d))) }),
      tx(v, 'unowned', { assets: unowned.length ? unowned.join('; ') : tx(v, 'none') }),
      supply.length ? tx(v, 'supply', { items: supply.join(', ') }) : null],
    ...v.players.map((p) => [playerText(v, p)]),
  ]);
}
