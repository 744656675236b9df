/**
 * Every icon Vested Interests' board, tokens and cards print, as a `/game rules` topic of its own: the four
 * resources, the weather badges, the marks on the board and the Dial, the Contract colours and the asset tiles.
 * The weather, tile, Contract and tipping-point topics are written from the game's data, so they cannot drift
 * from what the engine does.
 *
 * An icon's name holds its own word ("capital icon"); a word that must still find an older topic first
 * ("hotspot", "nimby", "heat", "asset", "forest", "district", "dial") is only one of its listed words, which loses the
 * tie to the older topic. That is why the hotspot and NIMBY marks and the Dial's needle are named for how the table
 * picture draws them.
 */
import type { RulesTopic } from '../../engine/types';
import { catalogue } from './cards/catalogue';
import type { Asset, AssetId, District, Hazard } from './cards/schema';

const { climate, rules } = catalogue;
const { severeFrom, extremeFrom } = climate.bands;

const and = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const or = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);
const districtName = (d: District): string => catalogue.board.districts.find((x) => x.id === d)?.name ?? d;
const asset = (id: AssetId): Asset => catalogue.assets.find((a) => a.id === id)!;
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The two letters each asset's token shows on the board, as the table picture's key names them. */
const CODE: Readonly<Record<AssetId, string>> = {
  'fossil-plant': 'Fo', monoculture: 'Mo', logging: 'Lo', motorway: 'Mw', solar: 'So', wind: 'Wi', forest: 'Fr', wetland: 'We',
  geothermal: 'Ge', housing: 'Ho', 'transport-hub': 'Tr', institution: 'In', 'cultural-centre': 'Cu',
};

const HAZARD: Readonly<Record<Hazard, { name: string; topic: string; words: readonly string[] }>> = {
  flood: { name: 'Flood', topic: 'flood badge', words: ['flood', 'flooding'] },
  drought: { name: 'Drought', topic: 'drought badge', words: ['drought', 'dry'] },
  fire: { name: 'Forest Fire', topic: 'fire badge', words: ['forest fire', 'wildfire'] },
  hurricane: { name: 'Hurricane', topic: 'hurricane badge', words: ['hurricane', 'storm', 'cyclone'] },
  surge: { name: 'Sea-level Surge', topic: 'sea-level surge icon', words: ['sea-level surge', 'tide'] },
};

function weatherIcon(h: Hazard): RulesTopic {
  const cards = catalogue.planet.flatMap((p) => (p.kind === 'weather' && p.hazard === h ? [p] : []));
  const { name, topic, words } = HAZARD[h];
  const home = districtName(cards[0]!.home);
  const types = [...new Set(cards.flatMap((p) => p.affects.types))].map((t) => asset(t).plural);
  const bays = cards.some((p) => p.affects.offshore) ? ['every asset on a bay cell'] : [];
  const fixed = cards.every((p) => p.targeting === 'fixed');
  const lead = fixed
    ? `${name} cards (${and(cards.map((p) => p.name))}) always strike ${home}, with no die roll, so a Weather Machine cannot move them. They hit`
    : `${name} is the home weather of ${home}, shown as a badge beside its name on the board. A ${name} card (${and(cards.map((p) => p.name))}) strikes the district the die picks, ${home} on 1-3. It hits`;
  return {
    topic,
    kind: 'icon',
    source: 'District weather',
    words: [...words, 'weather', 'planet card'],
    text: `${lead} ${and([...types, ...bays])}, which earn nothing that Income (below ${severeFrom} ppm only in hotspot zones); from ${climate.weather.spreadFrom} ppm the next district is struck too.`,
  };
}

const CLASS_NOTE: Readonly<Record<Asset['class'], string>> = {
  dirty: 'Their Heat raises the Dial every round, other players may try to take them over, and they score no Legacy.',
  clean: 'A negative Heat cools the Dial. Each scores 1 Legacy at the end, and only a revealed Accelerationist may take one over.',
  civic: `Each brings a permanent Operative (at most ${rules.crewMax}) and scores 1 Legacy, an Institution 2. Institutions stand only on Institution sites and may be taken over.`,
};

function tileIcon(cls: Asset['class']): RulesTopic {
  const assets = catalogue.assets.filter((a) => a.class === cls);
  const list = assets.map((a, k) => (k === 0 ? `${CODE[a.id]} ${a.name} (costs ${a.cost}, earns ${a.income}, Heat ${signed(a.heat)})` : `${CODE[a.id]} ${a.name} (${a.cost}, ${a.income}, ${signed(a.heat)})`));
  return {
    topic: `${cls} tiles`,
    kind: 'icon',
    source: cls === 'civic' ? 'Actions in detail' : cls === 'dirty' ? 'Takeovers' : 'The Contract cards',
    words: [`${cls} asset`, 'asset tile', 'token code', ...assets.flatMap((a) => [CODE[a.id], a.name])],
    text: `The ${cls} assets, by the code on their tokens: ${and(list)}. ${CLASS_NOTE[cls]}`,
  };
}

function contractIcon(colour: 'amber' | 'teal'): RulesTopic {
  const dirty = colour === 'amber';
  const names = catalogue.assets.filter((a) => (a.class === 'dirty') === dirty).map((a) => a.name);
  return {
    topic: `${colour} contract`,
    kind: 'icon',
    source: 'The Contract cards',
    words: [colour, `${dirty ? 'dirty' : 'clean'} contract`, 'contract colour'],
    text: `${colour === 'amber' ? 'An' : 'A'} ${colour} Contract card sells a ${dirty ? 'dirty' : 'clean or civic'} asset (${or(names)}) below its price, with one extra written on the card. Taking it uses an Operative and the card's price.`,
  };
}

const tipping = climate.tipping;
const eras = climate.eras.full;
const eraRounds = eras.map((e) => (e.rounds.length > 1 ? `${e.rounds[0]}-${e.rounds[e.rounds.length - 1]}` : `${e.rounds[0]}`));
const grants = eras.map((e) => e.influenceGrant);
const tippingText = tipping
  .map((t) => (t.threshold === null ? `${t.name} starts crossed (${signed(t.penalty)})` : `${t.name} flips at ${t.threshold} ppm (${signed(t.penalty)})`))
  .join(', ');

export const ICON_TOPICS: readonly RulesTopic[] = [
  {
    topic: 'capital icon',
    kind: 'icon',
    source: 'Income',
    words: ['cap', 'money', 'coin'],
    text: `Capital is your money (Cap on your line of the table picture). You start with ${rules.start.capital} and each Income collect +${rules.baseIncome} base plus your assets' earnings. It pays for builds, Contracts, Schemes, mini-cards and Defence. Every 4 Capital left at the end is worth 1 Legacy point.`,
  },
  {
    topic: 'operative icon',
    kind: 'icon',
    source: 'Actions in detail',
    words: ['operatives', 'ops', 'crew', 'worker'],
    text: `Operatives are your people (Ops on your line of the table picture: free ones, then your crew). Every action places 1, and they all come back at Income. Housing, a Transport Hub, an Institution and a Cultural Centre each add one for good, up to ${rules.crewMax}, arriving at the next Income.`,
  },
  {
    topic: 'influence icon',
    kind: 'icon',
    source: 'Votes and Initiatives',
    words: ['inf', 'campaign', 'vote'],
    text: `Influence is your say in votes (Inf on your line of the table picture). Each era starts with an Influence grant (${and(grants.map(String))}), and some cards give more. You commit it in secret to the round's Initiative, and 0-${rules.tribunal.maxInfluence} of it against a suspect at the Tribunal; committed Influence is spent. Influence left breaks ties.`,
  },
  {
    topic: 'legacy icon',
    kind: 'icon',
    source: 'Scoring and game end',
    words: ['leg', 'legacy points', 'victory points', 'vp'],
    text: 'Legacy points are the victory points (Leg on your line of the table picture). Sponsoring a passed Initiative, Breakthroughs, some cards, your Vice, your assets and every 4 Capital add them, and your Agenda adds or takes some for the final climate band. If the world survives, the most Legacy wins.',
  },
  ...(['flood', 'drought', 'fire', 'hurricane', 'surge'] as const).map(weatherIcon),
  {
    topic: 'red ring',
    kind: 'icon',
    source: 'Hotspots',
    words: ['hotspot', 'hotspot cell', 'hotspot zone', 'zone', 'hatching', 'hatched'],
    text: `A red ring on the board is a hotspot cell, two in each district, and the red hatching round it is its zone: every cell within three steps, inside that district. Below ${severeFrom} ppm weather strikes only assets in zones; from ${extremeFrom} a struck asset in a zone loses two Incomes. Building outside the zones is safer.`,
  },
  {
    topic: 'red edge',
    kind: 'icon',
    source: 'Hotspots',
    words: ['nimby', 'nimby token', 'closed district', 'red-edged district'],
    text: 'A NIMBY token closes its whole district to new building; in the table picture that district\'s box beside the board gets a thick red edge. A NIMBY Campaign Scheme places it when someone declares a build there, cancelling the build. A Takeover against its 2 security removes it, and Land Rush removes them all.',
  },
  {
    topic: 'community marker',
    kind: 'icon',
    source: 'Takeovers',
    words: ['community asset', 'white square', 'community'],
    text: 'A white square on a cell is a Community asset, made by a winning Takeover. It earns nobody anything, its positive Heat leaves the Dial (a Forest keeps cooling), weather cannot hurt it and no Takeover can target it. The Community markers a player created break ties.',
  },
  {
    topic: 'vested marker',
    kind: 'icon',
    source: 'Takeovers',
    words: ['vested', 'black ring'],
    text: 'A token with a thick black ring is Vested: a revealed Accelerationist who led a winning Takeover placed a Vested marker instead of a Community one. The asset now earns for the Vested holder, counts as theirs at the end, and its Heat stays on the board.',
  },
  {
    topic: 'defence token',
    kind: 'icon',
    source: 'District weather',
    words: ['defence', 'defense', 'blue ring', 'fortify'],
    text: 'A token with a thick blue ring carries a Defence token: weather\'s card effects pass it by, though repairs are still paid. Fortify places one for 2 Capital (Terminus Mutual pays 1), some cards give one free, an asset holds at most one, and Deregulation removes them all. It does nothing in a Takeover.',
  },
  {
    topic: 'ownership disc',
    kind: 'icon',
    source: 'Setup',
    words: ['disc', 'owner', 'seat colour', 'grey token', 'old world'],
    text: 'Your discs mark your assets: on the board each asset is a round token in its owner\'s colour, with its two-letter code. A grey token is a neutral Old World asset, owned by nobody: it earns nothing, its Heat counts, and it can be taken over.',
  },
  {
    topic: 'institution site',
    kind: 'icon',
    source: 'Actions in detail',
    words: ['site', 'reserve site', 'dashed ring'],
    text: 'A dashed ring marks an Institution site: Institutions may be built only there. The board prints four, and with five players the reserve site in the Rim is a fifth. At most that many Institutions stand, and one per player until the second era.',
  },
  {
    topic: 'mini-card dot',
    kind: 'icon',
    source: 'The world turns',
    words: ['green dot', 'black dot', 'grey dot', 'research', 'cia desk'],
    text: 'A dot on an Institution\'s token is the mini-card on it: green for a Research Programme (grey while a Disinfo silences it), black for a CIA Desk. Research cools the world each round; a CIA Desk lets you look at another player\'s Vice. Either shields the Institution from a revealed Accelerationist\'s Takeover.',
  },
  {
    topic: 'red slash',
    kind: 'icon',
    source: 'Income',
    words: ['idle', 'exhausted', 'weather-exhausted', 'no income'],
    text: `A red slash across a token means the asset is idle: weather struck it, or a card such as Plant Retirement Order stopped it, and it earns nothing at the next Income (two Incomes for a struck asset in a hotspot zone from ${extremeFrom} ppm).`,
  },
  {
    topic: 'needle',
    kind: 'icon',
    source: 'The world turns',
    words: ['dial needle', 'ppm', 'dial', 'band'],
    text: `The solid needle on the Dial bar is the world's ppm, over coloured bands: Danger below ${severeFrom}, Severe ${severeFrom}-${extremeFrom - 1}, Extreme ${extremeFrom}-${climate.collapseAt - 1}, Collapse at ${climate.collapseAt}. It moves when the world turns each round, with votes and with some cards; where it ends sets the final climate band.`,
  },
  {
    topic: 'projection marker',
    kind: 'icon',
    source: 'The world turns',
    words: ['projection', 'hollow triangle', 'forecast'],
    text: 'The hollow triangle above the Dial bar is the Projection marker: where the Dial would end the game if nothing changed. Its band forecasts the final climate band; it does not say who is winning now.',
  },
  {
    topic: 'tipping token',
    kind: 'icon',
    source: 'The world turns',
    words: ['tipping point', 'threshold', 'ice loss'],
    text: `The tipping-point tokens: ${tippingText}. One flips for good when the Dial reaches it as the world turns, and its penalty is added every round after. In the picture they are lines across the Dial bar, thick once crossed.`,
  },
  {
    topic: 'era marker',
    kind: 'icon',
    source: 'How a round works',
    words: ['era', 'round marker', 'round track'],
    text: `The era marker shows the round: ${and(eraRounds.map((r, k) => `era ${k + 1} is rounds ${r}`))}. Each era sets how fast the Dial climbs and brings everyone its Influence grant (${grants.join(', then ')}). Some limits last an era, like Helios Combine's one free conversion.`,
  },
  {
    topic: 'first player marker',
    kind: 'icon',
    source: 'Setup',
    words: ['first player', 'start player', 'dice'],
    text: 'The First Player marker: its holder resolves the world\'s turn, rolls for weather and acts first, and ties are broken clockwise from them. The dice pick the first holder, and the marker passes clockwise every round.',
  },
  contractIcon('amber'),
  contractIcon('teal'),
  tileIcon('dirty'),
  tileIcon('clean'),
  tileIcon('civic'),
];
