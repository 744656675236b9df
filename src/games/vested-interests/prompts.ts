/**
 * Who owes what, and the options they are offered. Secret windows (Scheme windows, the Campaign, Tribunal ballots)
 * ask every player with the same prompt id and the same public text, whatever they hold: nothing public depends
 * on an unrevealed Agenda, Vice, Scheme hand or commitment.
 */
import type { Option, PlayerId, Prompt } from '../../engine/types';
import { assetName, describeAsset, heldBy } from './board';
import { DISTRICTS } from './cards/schema';
import { catalogue as cat, getAgenda, getInitiative, getPlanetCard, getRole, getScheme, getVice } from './cards/catalogue';
import { buildCost, schemeCost, convertOptions } from './rules/houses-agendas-vices';
import { cardLines } from './cards/lines';
import { contractDetail, contractOptions, yields } from './contract-options';
import { menuOptions } from './rules/actions';
import { fundOptions } from './rules/mini-cards';
import { buildableTypes, defenceTargets, forestDistricts, legalCells, legalDistricts } from './rules/placement';
import { schemeFits } from './rules/schemes';
import { attackChance, takeoverStrength, takeoverTargetName, takeoverTargets } from './rules/takeover';
import { SMEAR_VOTES, tribunalEligible } from './rules/tribunal';
import { playerState, seatRef } from './seats';
import type { TurnStep, VIState, WindowKind } from './state';
import { withArticle } from './cards/text';
import { BACK, cellOption, cellSteps, counted, districtOption, paged, partIndex } from './option-lists';

const R = cat.rules;

/**
 * A secret window's mark (docs/house-rules.md, Vested Interests: Secrecy first): the table keeps it open for the
 * data's 5-45 s whoever answers when, and an open seat stands aside (the prompt's fallback) at the maximum.
 * The Campaign and the Tribunal ballot use the Scheme windows' bounds: the data gives no others.
 * `secret` is false when the table already knows nobody has anything to play in it (no player holds a Scheme, which
 * every draw, play and discard announces; no player has Influence to vote with): then how soon it closes tells
 * nothing, and it is not held open.
 */
const secretWindow = (id: string, secret = true) => ({ id, minMs: secret ? R.schemes.windowMinMs : 0, maxMs: R.schemes.windowMaxMs });
const anyoneHolds = (s: VIState, what: 'schemes' | 'influence') =>
  s.players.some((p) => (what === 'schemes' ? playerState(s, p).schemes.length : playerState(s, p).influence) > 0);

const WINDOW_TEXT: Record<WindowKind, string> = {
  BUILD: 'a build is declared',
  TAKEOVER: 'the Takeover dice are about to roll',
  WEATHER: 'weather is about to strike',
  VOTE_REVEAL: 'the Campaigns are about to be revealed',
  TRIBUNAL_REVEAL: 'the Tribunal ballots are revealed',
};

function windowContext(s: VIState, w: WindowKind, actor: PlayerId | null): string {
  if (w === 'BUILD' && s.pending) {
    const k = s.pending.slot !== null ? ` through a Contract` : '';
    return `{${actor}} declares ${assetName(s.pending.asset)} at ${s.pending.cell}${k}`;
  }
  if (w === 'TAKEOVER' && s.takeover) return `{${s.takeover.attacker}} attacks ${takeoverTargetName(s, s.takeover)}`;
  if (w === 'WEATHER' && s.planet) return `${getPlanetCard(s.planet).name} is coming`;
  return WINDOW_TEXT[w];
}

/**
 * The Schemes this window is for, as any seat but the actor could play them: rules, not anyone's hand. Only the
 * private text names them, so no Scheme's name reaches the table before it is played.
 */
function windowSchemes(s: VIState, w: WindowKind, actor: PlayerId | null): string {
  const names = cat.schemes.filter((sc) => schemeFits(s, `not-${actor ?? ''}`, sc.id, w, actor)).map((sc) => sc.name);
  return names.length === 0 ? 'that no Scheme fits' : `for ${names.join(' or ')}`;
}

/** A window's moment as a sentence's object: what a Scheme would answer. */
const WINDOW_OBJECT: Record<WindowKind, string> = {
  BUILD: 'a Build',
  TAKEOVER: 'a Takeover',
  WEATHER: 'this weather',
  VOTE_REVEAL: 'the Campaigns\' reveal',
  TRIBUNAL_REVEAL: 'the Tribunal ballots\' reveal',
};

/**
 * Why a seat has nothing to decide in a secret window, for its own panel: no Scheme of its hand answers this one, no
 * Influence to vote with, or its answer is in. The table stands aside for such a seat, so the others are not told.
 */
export function nothingAsked(s: VIState, p: PlayerId): string | null {
  const st = s.stage;
  if (st.kind === 'window') {
    const fits = playerState(s, p).schemes.some((id) => schemeFits(s, p, id, st.window, st.actor));
    if (!fits) return `No Scheme of yours answers ${WINDOW_OBJECT[st.window]}: you stand aside while this secret window is open.`;
    return p in st.answers ? 'Your answer to this Scheme window is in; what was played is told when the window closes.' : null;
  }
  if (st.kind === 'ballot') {
    if (Math.min(R.tribunal.maxInfluence, playerState(s, p).influence) === 0) return 'You have no Influence to vote with: you stand aside (no vote) in this Tribunal.';
    return p in st.ballots ? 'Your ballot is in; the ballots are revealed together when the window closes.' : null;
  }
  return null;
}

export function prompts(s: VIState): Prompt[] {
  const topic = topicOf(s);
  return promptsNow(s).map((p) => ({ ...p, topic }));
}

/** The rules topic (index.ts) of the decision open now, by its stage and, on a turn, its step. */
function topicOf(s: VIState): string {
  const st = s.stage;
  switch (st.kind) {
    case 'window':
    case 'none':
      return 'scheme-windows';
    case 'forest':
    case 'defence':
      return 'effects';
    case 'ballot':
    case 'smear':
      return 'tribunal';
    case 'join':
    case 'vested':
      return 'takeover';
    case 'weatherPick':
      return 'weather';
    case 'turn':
      return turnTopic(st.step);
    default:
      return 'actions';
  }
}

function turnTopic(st: TurnStep): string {
  switch (st.k) {
    case 'tdistrict':
    case 'target':
      return 'takeover';
    case 'asset':
    case 'district':
    case 'cell':
      return 'build';
    case 'contract':
      return 'contracts';
    case 'fund':
    case 'fundInst':
    case 'disinfo':
    case 'peek':
      return 'mini-cards';
    case 'fortify':
      return 'placement';
    case 'keep':
      return 'schemes';
    case 'campaign':
      return 'campaign';
    case 'sure':
      return st.confirm === 'scheme' ? 'schemes' : st.confirm === 'pass' ? 'campaign' : 'goal';
    default:
      return 'actions';
  }
}

function promptsNow(s: VIState): Prompt[] {
  const st = s.stage;
  switch (st.kind) {
    case 'none': return [];
    case 'turn': return [turnPrompt(s, st.player, st.step)];
    case 'window': {
      const ctx = windowContext(s, st.window, st.actor);
      const forWhat = windowSchemes(s, st.window, st.actor);
      const held = anyoneHolds(s, 'schemes');
      return s.players.filter((p) => !(p in st.answers)).map((p) => {
        const hand = [...new Set(playerState(s, p).schemes)].filter((id) => schemeFits(s, p, id, st.window, st.actor));
        return {
          player: p, id: `w${s.seq}`, private: true, fallback: 'none', secretWindow: secretWindow(`r${s.round}-w${s.seq}`, held),
          text: `Scheme window ${forWhat}: ${ctx}. Play a Scheme now, or stand aside.`,
          publicText: `Scheme window (${WINDOW_TEXT[st.window]}): decided in secret`,
          options: [{ value: 'none', label: 'Stand aside' }, ...hand.map((id) => ({ value: id, label: `Play ${getScheme(id).name}` }))],
          detail: cardLines(hand),
        };
      });
    }
    case 'ballot': {
      const voters = anyoneHolds(s, 'influence');
      return s.players.filter((p) => !(p in st.ballots)).map((p) => {
        const opts: Option[] = [{ value: 'none', label: 'Stand aside (no vote)' }];
        const max = Math.min(R.tribunal.maxInfluence, playerState(s, p).influence);
        for (const q of tribunalEligible(s)) {
          if (q === p && !R.tribunal.selfVote) continue;
          for (let n = 1; n <= max; n += 1) opts.push({ value: `v-${q}-${n}`, label: `${n} Influence against ${seatRef(q)}` });
        }
        return {
          player: p, id: `b${s.seq}`, private: true, fallback: 'none', options: opts, secretWindow: secretWindow(`r${s.round}-b${s.seq}`, voters),
          text: `Tribunal: secretly commit 0-${R.tribunal.maxInfluence} Influence against one suspect. The most votes must reveal a secret.`,
          publicText: 'Tribunal: the ballots are cast in secret',
        };
      });
    }
    case 'join': {
      const t = s.takeover!;
      const p = t.order[st.idx]!;
      const ops = playerState(s, p).ops;
      // Each choice says the odds it leaves: the attack's chance at the strengths it makes, before any Scheme.
      const { att, def } = takeoverStrength(s, t);
      const odds = (a: number, d: number) => `attack ${a} against defence ${d}: the attack wins ${Math.round(100 * attackChance(a, d))}%`;
      const opts: Option[] = [{ value: 'aside', label: 'Stand aside', hint: `As it stands, ${odds(att, def)}` }];
      if (ops >= 1) {
        opts.push({ value: 'att', label: 'Join the attack (1 Operative)', hint: `Then ${odds(att + 1, def)}` },
          { value: 'def', label: 'Join the defence (1 Operative)', hint: `Then ${odds(att, def + 1)}` });
      }
      if (p === t.owner && ops >= 2) opts.push({ value: 'def2', label: 'Defend with 2 Operatives', hint: `Then ${odds(att, def + 2)}` });
      const stake = t.nimby ? 'a won attack removes the NIMBY' : 'a won attack turns it into a Community asset that yields to nobody';
      const text = `Takeover: {${t.attacker}} attacks ${takeoverTargetName(s, t)}. Commit once, to one side. Each side rolls a die and adds its strength, the defence winning ties; ${stake}. Now ${odds(att, def)}.`;
      // Standing aside from every Takeover of the round is offered to those not defending their own holding.
      const standing = p === t.owner ? {} : { standing: {
        kind: 'no-takeovers', value: 'aside', scope: `r${s.round}`, label: "Sit out this round's Takeovers", undo: 'Ask me about Takeovers again', onTable: false,
        standingText: 'You stand aside from the other Takeovers of this round: the table answers for you, as your click would, unless you could commit more than you could when you chose this.',
      } };
      return [{ player: p, id: `j${s.seq}`, private: false, fallback: 'aside', options: opts, text, publicText: text, ...standing }];
    }
    case 'vested': {
      const t = s.takeover!;
      const text = `Your Takeover of ${takeoverTargetName(s, t)} succeeded: flip it to a Community marker, or hold it with a Vested marker.`;
      return [{ player: t.attacker, id: `v${s.seq}`, private: false, fallback: 'community', text, publicText: text,
        options: [{ value: 'community', label: 'Community marker (yields to nobody, its Heat removed)' }, { value: 'vested', label: 'Vested marker (it yields to you, its Heat stays)' }] }];
    }
    case 'weatherPick': {
      const card = getPlanetCard(s.planet!);
      const text = `Choose the district ${card.name} strikes.`;
      return [{ player: st.chooser, id: `d${s.seq}`, private: false, text, publicText: text,
        options: DISTRICTS.map((d) => districtOption(s, d, st.chooser)) }];
    }
    case 'forest': {
      const text = st.district ? `Reforestation: choose a free cell in the ${st.district} for the Community Forest.` : 'Reforestation: choose the district for the Community Forest.';
      const options = st.district
        ? paged(legalCells(s, null, 'forest', st.district, null, true).map((c) => cellOption(s, c)), st.page)
        : forestDistricts(s).map((d) => districtOption(s, d, st.chooser, counted(legalCells(s, null, 'forest', d, null, true).length, 'free cell')));
      return [{ player: st.chooser, id: `f${s.seq}`, private: false, text, publicText: text, options }];
    }
    case 'defence': {
      const p = st.queue[0]!;
      const text = 'Coastal Defence Fund: place 1 free Defence on one of your Delta assets.';
      const targets = defenceTargets(s, p, { districts: ['Delta'] }).map((a) => ({ value: `a${a.uid}`, label: describeAsset(a).replace(/ \(\{p\d+\}\)/, '') }));
      const options = paged(targets, st.page ?? 0, [], [{ value: 'none', label: 'Place none' }]);
      return [{ player: p, id: `g${s.seq}`, private: false, fallback: 'none', text, publicText: text, options }];
    }
    case 'smear': {
      const p = st.queue[0]!;
      const text = `Smear Dossier: add ${SMEAR_VOTES} votes against one suspect.`;
      return [{ player: p, id: `s${s.seq}`, private: false, text, publicText: text,
        options: tribunalEligible(s).filter((q) => q !== p).map((q) => ({ value: q, label: seatRef(q) })) }];
    }
  }
}


/** The question an irreversible menu entry asks before it happens: what it does, and that undo cannot take it back. */
function confirmText(s: VIState, p: PlayerId, c: NonNullable<TurnStep['confirm']>): string {
  const me = playerState(s, p);
  switch (c) {
    case 'reveal-agenda': {
      const ag = getAgenda(me.agenda);
      return `Reveal your Agenda ${ag.title} (${getRole(ag.role).name}) to everyone? This cannot be undone.`;
    }
    case 'reveal-vice': return `Reveal your Vice ${getVice(me.vice).name} to everyone? This cannot be undone.`;
    case 'scheme': return `Draw a Scheme for ${schemeCost(s, p)} Capital? You see the card at once. This cannot be undone.`;
    case 'pass': return 'Pass for the round? You take no more actions this round, then make your secret Campaign. This cannot be undone.';
  }
}

function turnPrompt(s: VIState, p: PlayerId, st: TurnStep): Prompt {
  const me = playerState(s, p);
  const id = `${st.k.slice(0, 2)}${s.seq}`;
  const base = { player: p, id, private: false, fallback: 'back' };
  switch (st.k) {
    case 'menu': {
      const text = `Your turn: ${me.ops} Operative${me.ops === 1 ? '' : 's'}, ${me.capital} Capital, ${me.influence} Influence. Choose an action.`;
      return { ...base, text, publicText: 'choosing an action', options: menuOptions(s, p), fallback: 'pass' };
    }
    case 'asset':
      return { ...base, text: 'Build: choose an asset.', publicText: 'choosing an asset to build',
        options: [...buildableTypes(s, p).map((t) => ({ value: t, label: `${assetName(t)}: ${buildCost(s, p, t)} Capital, ${yields(t, [])}` })), BACK] };
    case 'contract':
      return { ...base, text: 'Take a Contract: choose one from the row.', publicText: 'choosing a Contract',
        options: [...contractOptions(s, p), BACK], detail: contractDetail(s, p) };
    case 'district': {
      const contract = st.slot !== undefined ? s.market[st.slot] ?? null : null;
      return { ...base, text: `Where will the ${assetName(st.asset!)} go? Choose a district.`, publicText: `choosing a district for ${withArticle(assetName(st.asset!))}`,
        options: [...legalDistricts(s, p, st.asset!, contract).map((d) => districtOption(s, d, p, counted(legalCells(s, p, st.asset!, d, contract).length, 'free cell'))), BACK] };
    }
    case 'cell': {
      const contract = st.slot !== undefined ? s.market[st.slot] ?? null : null;
      const cells = legalCells(s, p, st.asset!, st.district!, contract);
      const options = cellSteps(s, cells, st.page, st.district!, [BACK]);
      const parts = options.some((o) => partIndex(o.value) !== null);
      return { ...base, text: parts ? `Choose where in the ${st.district} the ${assetName(st.asset!)} goes: its free cells by number.` : `Choose a free cell in the ${st.district} for the ${assetName(st.asset!)}.`, publicText: `choosing a cell in the ${st.district}`, options };
    }
    case 'tdistrict': {
      const ds = [...new Set(takeoverTargets(s, p).map((t) => t.district))];
      return { ...base, text: 'Takeover: choose the district of the target.', publicText: 'choosing a Takeover target',
        options: [...ds.map((d) => districtOption(s, d, p, counted(takeoverTargets(s, p).filter((t) => t.district === d).length, 'target'))), BACK] };
    }
    case 'target':
      return { ...base, text: `Takeover: choose the target in the ${st.district}.`, publicText: 'choosing a Takeover target',
        options: paged(takeoverTargets(s, p).filter((t) => t.district === st.district).map((t) => ({ value: t.value, label: t.label })), st.page ?? 0, [BACK]) };
    case 'fund':
      return { ...base, text: 'Fund a mini-card.', publicText: 'choosing a mini-card', options: [...fundOptions(s, p), BACK],
        detail: cardLines(fundOptions(s, p).map((o) => cat.miniCards.find((m) => m.kind === o.value)!.id)) };
    case 'fundInst':
      return { ...base, text: 'Attach it to which of your Institutions?', publicText: 'choosing an Institution',
        options: [...heldBy(s, p).filter((a) => a.type === 'institution' && !a.mini).map((a) => ({ value: `a${a.uid}`, label: `Institution at ${a.cell}` })), BACK] };
    case 'disinfo':
      return { ...base, text: 'Disinfo: name a Research in play. It misses the next cooling.', publicText: 'naming a Research to silence',
        options: [...s.assets.filter((a) => a.mini === 'research' && !a.community && a.silenced === 0)
          .map((a) => ({ value: `a${a.uid}`, label: `Research at ${a.cell}${a.owner ? ` (${seatRef(a.owner)})` : ''}` })), BACK] };
    case 'fortify':
      return { ...base, text: 'Fortify: choose one of your assets for a Defence token.', publicText: 'choosing an asset to fortify',
        options: paged(heldBy(s, p).filter((a) => !a.defence).map((a) => ({ value: `a${a.uid}`, label: `${assetName(a.type)} at ${a.cell}` })), st.page ?? 0, [BACK]) };
    case 'convert':
      return { ...base, text: 'Convert one of your Fossil Fuel Plants in place.', publicText: 'converting a Fossil plant',
        options: paged(convertOptions(s, p), st.page ?? 0, [BACK]) };
    case 'peek':
      return { ...base, text: `CIA Desk: whose Vice will you look at?`, publicText: 'using a CIA Desk',
        options: [...s.players.filter((q) => q !== p && !playerState(s, q).viceRevealed).map((q) => ({ value: q, label: seatRef(q) })), BACK] };
    case 'keep': {
      const hand = me.schemes;
      const opts: Option[] = hand.length <= R.schemes.handLimit ? [{ value: 'keep', label: 'Keep everything' }] : [];
      hand.forEach((id, i) => opts.push({ value: `x${i}`, label: `Discard ${getScheme(id).name}` }));
      return { ...base, private: true, text: `You drew ${getScheme(st.drawn!).name}. Your hand holds at most ${R.schemes.handLimit}.`,
        publicText: 'sorting their Schemes', options: opts, fallback: opts[0]!.value, detail: cardLines(hand) };
    }
    case 'sure': {
      // Private, and with the same public text as the menu: the table cannot tell a reveal is being weighed.
      const text = confirmText(s, p, st.confirm!);
      return { ...base, private: true, text, publicText: 'choosing an action', fallback: st.confirm === 'pass' ? 'confirm' : 'back',
        options: [{ value: 'confirm', label: 'Confirm' }, { value: 'back', label: 'Back' }] };
    }
    case 'campaign': {
      // One seat's window: each player campaigns once a round, so the round and the seat name it across its pages.
      const amounts = Array.from({ length: me.influence }, (_, n) => ({ value: String(n + 1), label: `Commit ${n + 1} Influence` }));
      return { ...base, private: true, fallback: '0', secretWindow: secretWindow(`r${s.round}-c-${p}`),
        text: `Campaign for ${getInitiative(s.initiative!).name}: commit Influence in secret (you hold ${me.influence}). Revealed when everyone has passed.`,
        publicText: 'making a secret Campaign decision',
        options: paged(amounts, st.page ?? 0, [], [{ value: '0', label: 'Commit 0' }]) };
    }
  }
}
