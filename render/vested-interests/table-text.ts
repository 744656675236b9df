import type { Option } from '../../src/engine/types';
import type { VIAssetView, VIView } from '../../src/games/vested-interests/view';
import { getContract } from '../../src/games/vested-interests/cards/catalogue';
import type { SeatNames } from '../picture';
import { sections, sentence } from '../alt';
import { headline } from './headline';
import { bandName, type Named, saidChoices, saidView, seatName, withNames } from './style';
import type { Language } from '../../src/words/locales';

/** A card's text without the name it opens with ("Schemer: Schemer: at the end…"): the name is said before it. */
const unnamed = (name: string, text: string): string => sentence(text.startsWith(name) ? text.slice(name.length).replace(/^( \([a-z]+\))?[.:] */, '') : text);

/**
 * An asset as its token on the board shows it: kind, whose (left out in its owner's own list), and its marks
 * (Vested, Defence, idle, a Contract, a mini-card).
 */
function assetText(v: Named, a: VIAssetView, owned = false): string {
  const whose = owned ? null : a.owner ? seatName(v, a.owner) : a.community ? 'Community' : a.oldWorld ? 'Old World' : 'nobody';
  const marks = [
    a.oldWorld && a.owner ? 'Old World' : null,
    a.vested ? 'Vested' : null,
    a.defence ? 'Defence' : null,
    a.contract ? `Contract ${getContract(a.contract).name}` : null,
    a.idle > 0 ? `idle ${a.idle}` : null,
    a.mini ? `${a.mini === 'research' ? 'Research' : 'CIA Desk'}${a.silenced ? ' (silenced)' : ''}` : null,
  ].filter(Boolean);
  return `${a.cell} ${a.name}${whose ? `, ${whose}` : ''}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}

/** A player's row: the figures, what the rules revealed, the assets by cell, and at the end the final score. */
function playerText(v: Named, p: VIView['players'][number]): string {
  const state = p.id === v.turnOf ? ' (acting)' : p.passed && v.flow === 'actions' ? ' (passed)' : '';
  const own = v.assets.filter((a) => a.owner === p.id).map((a) => assetText(v, a, true));
  const f = p.final;
  return [
    `${seatName(v, p.id)}${state}, House ${p.houseName}: ${unnamed(p.houseName, p.houseText)}`,
    `Capital ${p.capital}, Influence ${p.influence}, Ops ${p.ops} of ${p.crew} crew, Legacy ${p.legacy}${v.variant === 'full' ? `, Schemes played ${p.schemesPlayed}` : ''}, Sponsorships ${p.sponsorships}.`,
    `Agenda ${p.agenda ? `${p.agenda.title} (${p.agenda.roleName})` : 'hidden'}; Vice ${p.vice ? `${p.vice.name}: ${unnamed(p.vice.name, p.vice.text)}` : 'hidden.'}`,
    `Assets: ${own.length ? own.join('; ') : 'none'}.`,
    f ? `Final score: Legacy ${f.legacy}, Vice ${f.vice}, Assets ${f.holdings}, Capital ${f.capital}, Agenda ${f.agenda > 0 ? '+' : ''}${f.agenda}, total ${f.total}.` : null,
  ].filter(Boolean).join('\n');
}

/**
 * The table picture in words, for a reader who cannot see it: everything it shows from the public view, in
 * paragraphs a page may break between.
 */
export function tableText(view: VIView, names?: SeatNames, options: readonly Option[] = [], language: Language = 'en'): string {
  const v: Named = { ...saidView(view, language), language, ...(names ? { names } : {}) };
  const choices = saidChoices(options, language);
  const tips = v.tipping.filter((t) => t.threshold !== null).map((t) => `${t.name} at ${t.threshold} ppm, ${t.crossed ? 'crossed' : 'not crossed'}, +${t.penalty}`);
  const contracts = v.market.filter((k) => k !== null).map((k) => `Slot ${k.slot + 1}: ${k.name}, builds ${k.asset}, price ${k.price} (${k.colour}): ${unnamed(k.name, k.text)}`);
  const unowned = v.assets.filter((a) => !a.owner).map((a) => assetText(v, a));
  const supply = Object.entries(v.supply).map(([k, n]) => `${k} ${n}`);
  return sections([
    [`Vested Interests${v.variant === 'flashpoint' ? ' (Flashpoint)' : ''}, ${headline(v, choices)}.`,
      v.final ? withNames(v, v.final.summary) : `Era ${v.era}, round ${Math.min(v.round, v.rounds)} of ${v.rounds}. First player: ${seatName(v, v.firstPlayer)}.`,
      v.takeover ? `Takeover under way: ${seatName(v, v.takeover.attacker)} attacks ${v.takeover.at}.` : null],
    [`The Dial: ${v.dial} ppm, ${bandName(v.final ? v.final.band : v.band)}. Projection ${v.projection}, Heat ${v.netHeat >= 0 ? '+' : ''}${v.netHeat}, Research cooling ${v.cooling}. Collapse at ${v.collapseAt} ppm.`,
      tips.length ? `Tipping points: ${tips.join('; ')}.` : null,
      v.history.length ? `The Dial round by round: ${v.history.map((h) => `round ${h.round} ${h.ppm}`).join(', ')} ppm.` : null],
    [v.initiative ? `Initiative: ${v.initiative.name} (${v.initiative.kind}), passes with ${v.players.length + 1} or more Influence: ${unnamed(v.initiative.name, v.initiative.text)}` : null,
      `Good Initiatives passed: ${v.goodPassed}.`,
      v.planet ? `Planet: ${v.planet.name}: ${unnamed(v.planet.name, withNames(v, v.weatherReport && v.weatherReport !== v.planet.name ? v.weatherReport : v.planet.text))}` : null,
      ...(contracts.length ? ['Contracts on offer:', ...contracts] : ['No Contracts on offer.']),
      v.lastVote ? `Last vote, round ${v.lastVote.round}: ${withNames(v, v.lastVote.result)}` : null,
      v.lastTribunal ? `Last Tribunal, round ${v.lastTribunal.round}: ${withNames(v, v.lastTribunal.result)}` : null,
      v.playedSchemes.length ? `Schemes played: ${v.playedSchemes.map((x) => `round ${x.round} ${seatName(v, x.player)} ${x.name}`).join('; ')}.` : null],
    [`The board: hotspots ${v.hotspots.length ? v.hotspots.join(', ') : 'none'}; their zones ${v.zoneCells.length ? v.zoneCells.join(', ') : 'none'}; NIMBY districts ${v.nimbys.length ? v.nimbys.join(', ') : 'none'}.`,
      `Assets nobody owns: ${unowned.length ? unowned.join('; ') : 'none'}.`,
      supply.length ? `Supply: ${supply.join(', ')}.` : null],
    ...v.players.map((p) => [playerText(v, p)]),
  ]);
}
