/**
 * Every icon Vested Interests' board, tokens and cards print, as a `/game rules` topic of its own: the four
 * resources, the weather badges, the marks on the board and the Dial, the Contract colours and the asset tiles.
 * The weather, tile, Contract and tipping-point topics are written from the game's data, so they cannot drift
 * from what the engine does. Each title, text and source is a text of the `vi-rules` catalogue (`icon.*`), said in the
 * reader's language; the listed `words` are only what a topic is also found by.
 *
 * An icon's name holds its own word ("capital icon"); a word that must still find an older topic first
 * ("hotspot", "nimby", "heat", "asset", "forest", "district", "dial") is only one of its listed words, which loses the
 * tie to the older topic. That is why the hotspot and NIMBY marks and the Dial's needle are named for how the table
 * picture draws them.
 */
import type { RulesTopic } from '../../engine/types';
import { listWords, words, type WordParams } from '../../engine/words';
import { catalogue } from './cards/catalogue';
import { assetName, cardName, districtName } from './cards/names';
import type { Asset, AssetId, Hazard } from './cards/schema';

const { climate, rules } = catalogue;
const { severeFrom, extremeFrom } = climate.bands;

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const w = (key: string, params: WordParams = {}): string => words(`vi-rules:icon.${key}`, params);
/** An asset's plural: "Fossil Fuel Plants". */
const assetPlural = (id: AssetId): string => words(`vi-cards:asset.${id}.plural`);

/** An icon topic keyed `key` in the catalogue (`icon.<key>.title`, `.text`), its source a rulebook section's. */
function icon(topic: string, source: string, found: readonly string[], params: WordParams = {}, key = topic.replace(/ /g, '-')): RulesTopic {
  return { topic, title: w(`${key}.title`), kind: 'icon', source: words(`vi-rules:source.${source}`), words: found, text: w(`${key}.text`, params) };
}

/** The two letters each asset's token shows on the board, as the table picture's key names them (`vi-cards:asset.<id>.code`). */
const code = (id: AssetId): string => words(`vi-cards:asset.${id}.code`);

const HAZARD: Readonly<Record<Hazard, { topic: string; words: readonly string[] }>> = {
  flood: { topic: 'flood badge', words: ['flood', 'flooding'] },
  drought: { topic: 'drought badge', words: ['drought', 'dry'] },
  fire: { topic: 'fire badge', words: ['forest fire', 'wildfire'] },
  hurricane: { topic: 'hurricane badge', words: ['hurricane', 'storm', 'cyclone'] },
  surge: { topic: 'sea-level surge icon', words: ['sea-level surge', 'tide'] },
};

function weatherIcon(h: Hazard): RulesTopic {
  const cards = catalogue.planet.flatMap((p) => (p.kind === 'weather' && p.hazard === h ? [p] : []));
  const { topic, words: found } = HAZARD[h];
  const types = [...new Set(cards.flatMap((p) => p.affects.types))].map(assetPlural);
  const bays = cards.some((p) => p.affects.offshore) ? [w('weather.bays')] : [];
  const fixed = cards.every((p) => p.targeting === 'fixed');
  const params = {
    hazard: w(`hazard.${h}`), cards: listWords('and', cards.map((p) => cardName(p.id))), district: districtName(cards[0]!.home),
    types: listWords('and', [...types, ...bays]), severe: severeFrom, spread: climate.weather.spreadFrom,
  };
  return {
    topic, title: w(`weather.${h}`), kind: 'icon', source: words('vi-rules:source.weather'), words: [...found, 'weather', 'planet card'],
    text: w(fixed ? 'weather.fixed' : 'weather.home', params),
  };
}

function tileIcon(cls: Asset['class']): RulesTopic {
  const assets = catalogue.assets.filter((a) => a.class === cls);
  const list = assets.map((a, k) => w(k === 0 ? 'tiles.first' : 'tiles.next', { code: code(a.id), name: assetName(a.id), cost: a.cost, income: a.income, heat: signed(a.heat) }));
  return icon(`${cls} tiles`, cls === 'civic' ? 'actions' : cls === 'dirty' ? 'takeovers' : 'contracts',
    [`${cls} asset`, 'asset tile', 'token code', ...assets.flatMap((a) => [CODE[a.id], a.name])], { list: listWords('and', list), crewMax: rules.crewMax });
}

/** The codes as players type them to find a tile's topic (the pictures print them in every language). */
const CODE: Readonly<Record<AssetId, string>> = {
  'fossil-plant': 'Fo', monoculture: 'Mo', logging: 'Lo', motorway: 'Mw', solar: 'So', wind: 'Wi', forest: 'Fr', wetland: 'We',
  geothermal: 'Ge', housing: 'Ho', 'transport-hub': 'Tr', institution: 'In', 'cultural-centre': 'Cu',
};

function contractIcon(colour: 'amber' | 'teal'): RulesTopic {
  const dirty = colour === 'amber';
  const names = catalogue.assets.filter((a) => (a.class === 'dirty') === dirty).map((a) => assetName(a.id));
  return icon(`${colour} contract`, 'contracts', [colour, `${dirty ? 'dirty' : 'clean'} contract`, 'contract colour'], { names: listWords('or', names) });
}

const tipping = climate.tipping;
const eras = climate.eras.full;
const grants = eras.map((e) => e.influenceGrant);
const tippingText = tipping
  .map((t) => (t.threshold === null
    ? w('tipping-token.crossed', { name: cardName(t.id), penalty: signed(t.penalty) })
    : w('tipping-token.flips', { name: cardName(t.id), threshold: t.threshold, penalty: signed(t.penalty) })))
  .join(', ');
const eraRounds = eras.map((e, k) => w('era-marker.rounds', {
  era: k + 1, rounds: e.rounds.length > 1 ? `${e.rounds[0]}-${e.rounds[e.rounds.length - 1]}` : `${e.rounds[0]}`,
}));
/** "3, then 4, then 4". */
const grantsThen = grants.slice(1).reduce((list, next) => w('era-marker.then', { list, next }), `${grants[0]}`);

export const ICON_TOPICS: readonly RulesTopic[] = [
  icon('capital icon', 'income', ['cap', 'money', 'coin'], { start: rules.start.capital, base: rules.baseIncome }),
  icon('operative icon', 'actions', ['operatives', 'ops', 'crew', 'worker'], { crewMax: rules.crewMax }),
  icon('influence icon', 'votes', ['inf', 'campaign', 'vote'], { grants: listWords('and', grants.map(String)), max: rules.tribunal.maxInfluence }),
  icon('legacy icon', 'scoring', ['leg', 'legacy points', 'victory points', 'vp']),
  ...(['flood', 'drought', 'fire', 'hurricane', 'surge'] as const).map(weatherIcon),
  icon('red ring', 'hotspots', ['hotspot', 'hotspot cell', 'hotspot zone', 'zone', 'hatching', 'hatched'], { severe: severeFrom, extreme: extremeFrom }),
  icon('red edge', 'hotspots', ['nimby', 'nimby token', 'closed district', 'red-edged district'], { security: rules.takeover.nimbySecurity }),
  icon('community marker', 'takeovers', ['community asset', 'white square', 'community']),
  icon('vested marker', 'takeovers', ['vested', 'black ring']),
  icon('defence token', 'weather', ['defence', 'defense', 'blue ring', 'fortify'], { cost: rules.actions.fortify.capital }),
  icon('ownership disc', 'setup', ['disc', 'owner', 'seat colour', 'grey token', 'old world']),
  icon('institution site', 'actions', ['site', 'reserve site', 'dashed ring']),
  icon('mini-card dot', 'world', ['green dot', 'black dot', 'grey dot', 'research', 'cia desk']),
  icon('red slash', 'income', ['idle', 'exhausted', 'weather-exhausted', 'no income'], { extreme: extremeFrom }),
  icon('needle', 'world', ['dial needle', 'ppm', 'dial', 'band'], { severe: severeFrom, severeTo: extremeFrom - 1, extreme: extremeFrom, extremeTo: climate.collapseAt - 1, collapse: climate.collapseAt }),
  icon('projection marker', 'world', ['projection', 'hollow triangle', 'forecast']),
  icon('tipping token', 'world', ['tipping point', 'threshold', 'ice loss'], { list: tippingText }),
  icon('era marker', 'round', ['era', 'round marker', 'round track'], { rounds: listWords('and', eraRounds), grants: grantsThen }),
  icon('first player marker', 'setup', ['first player', 'start player', 'dice']),
  contractIcon('amber'),
  contractIcon('teal'),
  tileIcon('dirty'),
  tileIcon('clean'),
  tileIcon('civic'),
];
