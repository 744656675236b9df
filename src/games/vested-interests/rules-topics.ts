/**
 * Vested Interests' `/game rules` topics by rulebook area, each title, text and source a text of the `vi-rules`
 * catalogue (src/engine/words.ts), said in the reader's language; the numbers come from the game's data. The icons'
 * topics are in icon-topics.ts. The listed `words` are only what a topic is also found by.
 */
import type { RulesTopic } from '../../engine/types';
import { listWords, words } from '../../engine/words';
import { catalogue } from './cards/catalogue';

const { climate, rules, scoring, miniCards } = catalogue;
const { windowMinMs, windowMaxMs } = rules.schemes;
const { severeFrom, extremeFrom } = climate.bands;
const miniCost = (kind: string): number => miniCards.find((m) => m.kind === kind)!.cost;
const thresholds = climate.tipping.flatMap((t) => (t.threshold === null ? [] : [t.threshold]));

/** The secret windows' bounds as the rules topics say them, and what a silent seat does (docs/house-rules.md, Secrecy first). */
const windowTime = (silent: 'commit' | 'standAside' | 'noVote'): string => words(`vi-rules:windowTime.${silent}`, { min: windowMinMs / 1000, max: windowMaxMs / 1000 });

/** A topic whose title and text are the catalogue's `vi-rules:<topic>.title` and `.text`. */
function topic(key: string, params: Readonly<Record<string, string | number>>, rest: Omit<RulesTopic, 'topic' | 'title' | 'text' | 'source'> & { source?: string } = {}): RulesTopic {
  const { source, ...more } = rest;
  return {
    topic: key,
    title: words(`vi-rules:${key}.title`),
    text: words(`vi-rules:${key}.text`, params),
    ...(source ? { source: words(`vi-rules:source.${source}`) } : {}),
    ...more,
  };
}

const flashEras = climate.eras.flashpoint;

export const RULES_TOPICS: readonly RulesTopic[] = [
  topic('build', { crewMax: rules.crewMax, institutions: rules.institutions.boardMax['3'] }, { area: 'build', words: ['asset', 'district', 'cell', 'crew', 'institution', 'nimby'], source: 'actions' }),
  topic('contracts', {}, { area: 'contracts', words: ['contract row', 'deal', 'discount', 'dead contract', 'amber', 'teal'], source: 'contracts' }),
  topic('climate', { thresholds: listWords('or', thresholds.map(String)), cap: climate.research.tableCapPerRound }, { area: 'climate', words: ['dial', 'ppm', 'tipping point', 'projection', 'heat', 'research', 'cooling', 'collapse'], source: 'world' }),
  topic('income', { base: rules.baseIncome }, { area: 'income', words: ['capital', 'yield', 'operatives back', 'exhausted'], source: 'income' }),
  topic('mini-cards', { research: miniCost('research'), cia: miniCost('cia'), disinfo: miniCost('disinfo') }, { area: 'mini-cards', words: ['research programme', 'cia desk', 'disinfo', 'fund', 'vice', 'peek'], source: 'world' }),
  topic('placement', {}, { area: 'placement', words: ['hotspot', 'zone', 'free cell', 'defence', 'fortify', 'forest', 'nimby'], kind: 'term', source: 'hotspots' }),
  topic('scheme-windows', {}, { area: 'scheme-windows', words: ['window', 'stand aside', 'secret window', 'one scheme'], source: 'schemes' }),
  topic('effects', {}, { area: 'effects', words: ['rider', 'scenario', 'trigger', 'community forest', 'free defence'], source: 'votes' }),
  topic('goal', { severe: severeFrom, collapse: climate.collapseAt, dirty: scoring.collapse.minDirtyAssets, capital: scoring.collapse.minCapital }, { area: 'houses-agendas-vices', words: ['legacy', 'agenda', 'vice', 'win', 'survive'] }),
  topic('round', { thresholds: thresholds.join('/'), base: rules.baseIncome }, { area: 'round', words: ['dial', 'tipping point', 'ppm', 'income', 'era'] }),
  topic('actions', {
    scheme: rules.actions.drawScheme.capital, research: miniCost('research'), cia: miniCost('cia'), disinfo: miniCost('disinfo'), fortify: rules.actions.fortify.capital,
  }, { area: 'actions', words: ['build', 'contract', 'operative', 'heat', 'pass'] }),
  topic('campaign', {
    goodPpm: -rules.votes.good.ppm, sponsor: rules.votes.good.sponsorLegacy, breakPpm: -rules.votes.breakthrough.ppm, breakLegacy: rules.votes.breakthrough.legacy,
    badPpm: rules.votes.bad.ppm, badCapital: rules.votes.bad.topContributorCapital, window: windowTime('commit'),
  }, { area: 'vote', words: ['influence', 'vote', 'secret'] }),
  topic('takeover', {}, { area: 'takeover', words: ['attack', 'defence', 'dice', 'community', 'vested'] }),
  topic('weather', { spread: climate.weather.spreadFrom, severe: severeFrom, extreme: extremeFrom }, { area: 'weather', words: ['drought', 'flood', 'storm', 'hotspot'] }),
  topic('schemes', { window: windowTime('standAside') }, { area: 'schemes', words: ['scheme window', 'secret card'] }),
  topic('tribunal', { rounds: listWords('and', rules.tribunalAfterRounds.full.map(String)), max: rules.tribunal.maxInfluence, window: windowTime('noVote') }, { area: 'tribunal', words: ['suspect', 'reveal', 'vote'] }),
  topic('scoring', {}, { area: 'scoring', words: ['legacy', 'points', 'holdings', 'collapse'] }),
  topic('undo', {}, { kind: 'term', words: ['take back', 'mistake'] }),
  topic('flashpoint', { rounds: rules.rounds.flashpoint, first: flashEras[0]!.baseline, second: flashEras[1]!.baseline }, { words: ['variant', 'shorter game'] }),
];
