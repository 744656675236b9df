/**
 * Who owes what, and the options they are offered. Secret windows (Scheme windows, the Campaign, Tribunal ballots)
 * ask every player with the same prompt id and the same public text, whatever they hold: nothing public depends
 * on an unrevealed Agenda, Vice, Scheme hand or commitment.
 */
import type { Option, PlayerId, Prompt } from '../../engine/types';
import { listWords, words } from '../../engine/words';
import { assetName, cellName, describeAsset, heldBy } from './board';
import { DISTRICTS } from './cards/schema';
import { catalogue as cat, getAgenda } from './cards/catalogue';
import { anAsset, cardName, districtName, roleName } from './cards/names';
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
import { BACK, cellOption, cellSteps, counted, districtOption, named, paged, partIndex } from './option-lists';

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

/** What a secret window is open for, as a clause: "a build is declared". */
const windowText = (w: WindowKind): string => words(`vi:window.moment.${w}`);

function windowContext(s: VIState, w: WindowKind, actor: PlayerId | null): string {
  if (w === 'BUILD' && s.pending) {
    const params = { player: `{${actor}}`, asset: assetName(s.pending.asset), cell: s.pending.cell };
    return words(s.pending.slot !== null ? 'vi:window.declaresContract' : 'vi:window.declares', params);
  }
  if (w === 'TAKEOVER' && s.takeover) return words('vi:window.attacks', { player: `{${s.takeover.attacker}}`, target: takeoverTargetName(s, s.takeover) });
  if (w === 'WEATHER' && s.planet) return words('vi:window.coming', { card: cardName(s.planet) });
  return windowText(w);
}

/**
 * The Schemes this window is for, as any seat but the actor could play them: rules, not anyone's hand. Only the
 * private text names them, so no Scheme's name reaches the table before it is played.
 */
function windowSchemes(s: VIState, w: WindowKind, actor: PlayerId | null): string {
  const names = cat.schemes.filter((sc) => schemeFits(s, `not-${actor ?? ''}`, sc.id, w, actor)).map((sc) => cardName(sc.id));
  return names.length === 0 ? words('vi:window.noScheme') : words('vi:window.forSchemes', { names: listWords('or', names) });
}

/** A window's moment as a sentence's object: what a Scheme would answer. */

/**
 * Why a seat has nothing to decide in a secret window, for its own panel: no Scheme of its hand answers this one, no
 * Influence to vote with, or its answer is in. The table stands aside for such a seat, so the others are not told.
 */
export function nothingAsked(s: VIState, p: PlayerId): string | null {
  const st = s.stage;
  if (st.kind === 'window') {
    const fits = playerState(s, p).schemes.some((id) => schemeFits(s, p, id, st.window, st.actor));
    if (!fits) return words(`vi:nothingAsked.noScheme.${st.window}`);
    return p in st.answers ? words('vi:nothingAsked.answered') : null;
  }
  if (st.kind === 'ballot') {
    if (Math.min(R.tribunal.maxInfluence, playerState(s, p).influence) === 0) return words('vi:nothingAsked.noInfluence');
    return p in st.ballots ? words('vi:nothingAsked.ballotIn') : null;
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
          text: words('vi:prompt.window', { forWhat, context: ctx }),
          publicText: words('vi:prompt.windowPublic', { moment: windowText(st.window) }),
          options: [{ value: 'none', label: words('vi:option.standAside') }, ...hand.map((id) => ({ value: id, label: words('vi:option.play', { card: cardName(id) }) }))],
          detail: cardLines(hand),
        };
      });
    }
    case 'ballot': {
      const voters = anyoneHolds(s, 'influence');
      return s.players.filter((p) => !(p in st.ballots)).map((p) => {
        const opts: Option[] = [{ value: 'none', label: named(words('vi:option.standAside'), words('vi:option.noVote')) }];
        const max = Math.min(R.tribunal.maxInfluence, playerState(s, p).influence);
        for (const q of tribunalEligible(s)) {
          if (q === p && !R.tribunal.selfVote) continue;
          for (let n = 1; n <= max; n += 1) opts.push({ value: `v-${q}-${n}`, label: words('vi:option.vote', { count: n, player: seatRef(q) }) });
        }
        return {
          player: p, id: `b${s.seq}`, private: true, fallback: 'none', options: opts, secretWindow: secretWindow(`r${s.round}-b${s.seq}`, voters),
          text: words('vi:prompt.ballot', { max: R.tribunal.maxInfluence }),
          publicText: words('vi:prompt.ballotPublic'),
        };
      });
    }
    case 'join': {
      const t = s.takeover!;
      const p = t.order[st.idx]!;
      const ops = playerState(s, p).ops;
      // Each choice says the odds it leaves: the attack's chance at the strengths it makes, before any Scheme.
      const { att, def } = takeoverStrength(s, t);
      const odds = (a: number, d: number) => ({ att: a, def: d, chance: Math.round(100 * attackChance(a, d)) });
      const one = words('vi:option.oneOperative');
      const opts: Option[] = [{ value: 'aside', label: words('vi:option.standAside'), hint: words('vi:option.oddsNow', odds(att, def)) }];
      if (ops >= 1) {
        opts.push({ value: 'att', label: named(words('vi:option.joinAttack'), one), hint: words('vi:option.oddsThen', odds(att + 1, def)) },
          { value: 'def', label: named(words('vi:option.joinDefence'), one), hint: words('vi:option.oddsThen', odds(att, def + 1)) });
      }
      if (p === t.owner && ops >= 2) opts.push({ value: 'def2', label: words('vi:option.defendTwo'), hint: words('vi:option.oddsThen', odds(att, def + 2)) });
      const text = words(t.nimby ? 'vi:prompt.joinNimby' : 'vi:prompt.join', { attacker: `{${t.attacker}}`, target: takeoverTargetName(s, t), ...odds(att, def) });
      // Standing aside from every Takeover of the round is offered to those not defending their own holding.
      const standing = p === t.owner ? {} : { standing: {
        kind: 'no-takeovers', value: 'aside', scope: `r${s.round}`, label: words('vi:standing.label'), undo: words('vi:standing.undo'), onTable: false,
        standingText: words('vi:standing.text'),
      } };
      return [{ player: p, id: `j${s.seq}`, private: false, fallback: 'aside', options: opts, text, publicText: text, ...standing }];
    }
    case 'vested': {
      const t = s.takeover!;
      const text = words('vi:prompt.vested', { target: takeoverTargetName(s, t) });
      return [{ player: t.attacker, id: `v${s.seq}`, private: false, fallback: 'community', text, publicText: text,
        options: [{ value: 'community', label: named(words('vi:option.community'), words('vi:option.communityNote')) }, { value: 'vested', label: named(words('vi:option.vested'), words('vi:option.vestedNote')) }] }];
    }
    case 'weatherPick': {
      const text = words('vi:prompt.weatherPick', { card: cardName(s.planet!) });
      return [{ player: st.chooser, id: `d${s.seq}`, private: false, text, publicText: text,
        options: DISTRICTS.map((d) => districtOption(s, d, st.chooser)) }];
    }
    case 'forest': {
      const text = st.district ? words('vi:prompt.forestCell', { district: districtName(st.district) }) : words('vi:prompt.forestDistrict');
      const options = st.district
        ? paged(legalCells(s, null, 'forest', st.district, null, true).map((c) => cellOption(s, c)), st.page)
        : forestDistricts(s).map((d) => districtOption(s, d, st.chooser, counted(legalCells(s, null, 'forest', d, null, true).length, 'freeCell')));
      return [{ player: st.chooser, id: `f${s.seq}`, private: false, text, publicText: text, options }];
    }
    case 'defence': {
      const p = st.queue[0]!;
      const text = words('vi:prompt.defence');
      const targets = defenceTargets(s, p, { districts: ['Delta'] }).map((a) => ({ value: `a${a.uid}`, label: describeAsset(a, false) }));
      const options = paged(targets, st.page ?? 0, [], [{ value: 'none', label: words('vi:option.placeNone') }]);
      return [{ player: p, id: `g${s.seq}`, private: false, fallback: 'none', text, publicText: text, options }];
    }
    case 'smear': {
      const p = st.queue[0]!;
      const text = words('vi:prompt.smear', { count: SMEAR_VOTES });
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
      return words('vi:confirm.agenda', { agenda: cardName(me.agenda), role: roleName(getAgenda(me.agenda).role) });
    }
    case 'reveal-vice': return words('vi:confirm.vice', { vice: cardName(me.vice) });
    case 'scheme': return words('vi:confirm.scheme', { cost: schemeCost(s, p) });
    case 'pass': return words('vi:confirm.pass');
  }
}

function turnPrompt(s: VIState, p: PlayerId, st: TurnStep): Prompt {
  const me = playerState(s, p);
  const id = `${st.k.slice(0, 2)}${s.seq}`;
  const base = { player: p, id, private: false, fallback: 'back' };
  switch (st.k) {
    case 'menu': {
      const text = words('vi:prompt.menu', { count: me.ops, capital: me.capital, influence: me.influence });
      return { ...base, text, publicText: words('vi:doing.action'), options: menuOptions(s, p), fallback: 'pass' };
    }
    case 'asset':
      return { ...base, text: words('vi:prompt.asset'), publicText: words('vi:doing.asset'),
        options: [...buildableTypes(s, p).map((t) => ({ value: t, label: words('vi:option.assetCost', { name: assetName(t), cost: buildCost(s, p, t), yields: yields(t, []) }) })), BACK] };
    case 'contract':
      return { ...base, text: words('vi:prompt.contract'), publicText: words('vi:doing.contract'),
        options: [...contractOptions(s, p), BACK], detail: contractDetail(s, p) };
    case 'district': {
      const contract = st.slot !== undefined ? s.market[st.slot] ?? null : null;
      return { ...base, text: words('vi:prompt.district', { asset: assetName(st.asset!) }), publicText: words('vi:doing.district', { asset: anAsset(st.asset!) }),
        options: [...legalDistricts(s, p, st.asset!, contract).map((d) => districtOption(s, d, p, counted(legalCells(s, p, st.asset!, d, contract).length, 'freeCell'))), BACK] };
    }
    case 'cell': {
      const contract = st.slot !== undefined ? s.market[st.slot] ?? null : null;
      const cells = legalCells(s, p, st.asset!, st.district!, contract);
      const options = cellSteps(s, cells, st.page, st.district!, [BACK]);
      const parts = options.some((o) => partIndex(o.value) !== null);
      const params = { district: districtName(st.district!), asset: assetName(st.asset!) };
      return { ...base, text: words(parts ? 'vi:prompt.cellParts' : 'vi:prompt.cell', params), publicText: words('vi:doing.cell', params), options };
    }
    case 'tdistrict': {
      const ds = [...new Set(takeoverTargets(s, p).map((t) => t.district))];
      return { ...base, text: words('vi:prompt.tdistrict'), publicText: words('vi:doing.target'),
        options: [...ds.map((d) => districtOption(s, d, p, counted(takeoverTargets(s, p).filter((t) => t.district === d).length, 'target'))), BACK] };
    }
    case 'target':
      return { ...base, text: words('vi:prompt.target', { district: districtName(st.district!) }), publicText: words('vi:doing.target'),
        options: paged(takeoverTargets(s, p).filter((t) => t.district === st.district).map((t) => ({ value: t.value, label: t.label })), st.page ?? 0, [BACK]) };
    case 'fund':
      return { ...base, text: words('vi:prompt.fund'), publicText: words('vi:doing.fund'), options: [...fundOptions(s, p), BACK],
        detail: cardLines(fundOptions(s, p).map((o) => cat.miniCards.find((m) => m.kind === o.value)!.id)) };
    case 'fundInst':
      return { ...base, text: words('vi:prompt.fundInst'), publicText: words('vi:doing.fundInst'),
        options: [...heldBy(s, p).filter((a) => a.type === 'institution' && !a.mini).map((a) => ({ value: `a${a.uid}`, label: words('vi:asset.at', { asset: assetName(a.type), cell: cellName(a.cell) }) })), BACK] };
    case 'disinfo':
      return { ...base, text: words('vi:prompt.disinfo'), publicText: words('vi:doing.disinfo'),
        options: [...s.assets.filter((a) => a.mini === 'research' && !a.community && a.silenced === 0)
          .map((a) => {
            const research = words('vi:option.researchAt', { cell: cellName(a.cell) });
            return { value: `a${a.uid}`, label: a.owner ? named(research, seatRef(a.owner)) : research };
          }), BACK] };
    case 'fortify':
      return { ...base, text: words('vi:prompt.fortify'), publicText: words('vi:doing.fortify'),
        options: paged(heldBy(s, p).filter((a) => !a.defence).map((a) => ({ value: `a${a.uid}`, label: words('vi:asset.at', { asset: assetName(a.type), cell: cellName(a.cell) }) })), st.page ?? 0, [BACK]) };
    case 'convert':
      return { ...base, text: words('vi:prompt.convert'), publicText: words('vi:doing.convert'),
        options: paged(convertOptions(s, p), st.page ?? 0, [BACK]) };
    case 'peek':
      return { ...base, text: words('vi:prompt.peek'), publicText: words('vi:doing.peek'),
        options: [...s.players.filter((q) => q !== p && !playerState(s, q).viceRevealed).map((q) => ({ value: q, label: seatRef(q) })), BACK] };
    case 'keep': {
      const hand = me.schemes;
      const opts: Option[] = hand.length <= R.schemes.handLimit ? [{ value: 'keep', label: words('vi:option.keep') }] : [];
      hand.forEach((id, i) => opts.push({ value: `x${i}`, label: words('vi:option.discard', { card: cardName(id) }) }));
      return { ...base, private: true, text: words('vi:prompt.keep', { card: cardName(st.drawn!), count: R.schemes.handLimit }),
        publicText: words('vi:doing.keep'), options: opts, fallback: opts[0]!.value, detail: cardLines(hand) };
    }
    case 'sure': {
      // Private, and with the same public text as the menu: the table cannot tell a reveal is being weighed.
      const text = confirmText(s, p, st.confirm!);
      return { ...base, private: true, text, publicText: words('vi:doing.action'), fallback: st.confirm === 'pass' ? 'confirm' : 'back',
        options: [{ value: 'confirm', label: words('vi:option.confirm') }, { value: 'back', label: words('vi:option.back') }] };
    }
    case 'campaign': {
      // One seat's window: each player campaigns once a round, so the round and the seat name it across its pages.
      const amounts = Array.from({ length: me.influence }, (_, n) => ({ value: String(n + 1), label: words('vi:option.commit', { count: n + 1 }) }));
      return { ...base, private: true, fallback: '0', secretWindow: secretWindow(`r${s.round}-c-${p}`),
        text: words('vi:prompt.campaign', { initiative: cardName(s.initiative!), count: me.influence }),
        publicText: words('vi:doing.campaign'),
        options: paged(amounts, st.page ?? 0, [], [{ value: '0', label: words('vi:option.commitNone') }]) };
    }
  }
}
