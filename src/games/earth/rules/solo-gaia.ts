/**
 * Solo Mode: play against Gaia, whose turns alternate with yours and are decided by the next card of her
 * facedown stack. On your turn she gains k units of the chosen action's track; on hers you take the
 * revealed card's minor benefit and activate its colour. Her score uses the same lines as a player's.
 */
import { shuffle } from '../../../engine/rng';
import type { PlayerId, RuleError } from '../../../engine/types';
import { actionName } from '../cards/words';
import { isAction, type Action } from '../cards/schema';
import { getFauna, getGaiaCard, sideOf } from '../cards/catalogue';
import { commit, pub, type Ctx } from '../draft';
import { fail, type EarthError } from '../errors';
import { takeTop } from '../resources';
import type { EarthState } from '../state';
import { minorJobs } from './actions';
import { faunaLeafVp } from './fauna';
import { SCORE_LINES, type Breakdown } from './scoring';
import { ew } from '../texts';

/** Solo (EA-Gaia): Gaia reveals her next card; the player takes its minor and activates its colour. */
export function gaiaTurn(c: Ctx): void {
  const s = c.s;
  const g = s.gaia!;
  s.active = -1;
  s.turnNo += 1;
  s.action = null;
  for (const p of s.order) {
    s.players[p]!.earnedSoil = 0;
    s.players[p]!.earnedCards = [];
  }
  commit(c, ew('revealed.gaia'));
  if (g.deck.length === 0) {
    const [deck, rng] = shuffle(s.rng, g.used);
    g.deck = deck;
    g.used = [];
    s.rng = [...rng] as [number, number, number, number];
    pub(c, ew('log.gaiaShuffles'));
  }
  const id = g.deck.shift()!;
  g.used.push(id);
  g.turns += 1;
  g.last = id;
  const card = getGaiaCard(id);
  pub(c, ew('log.gaiaReveals', { card: card.name }));
  if (card.gaia.kind === 'track') gaiaGain(c, card.gaia.track, card.gaia.perK * g.k);
  else {
    let best = -1;
    let bestVp = 0;
    s.fauna.forEach((f, slot) => {
      if (f.claims.includes('gaia') || f.claims.length >= 5) return;
      const vp = faunaLeafVp(s, slot, f.claims.length);
      if (vp > bestVp) {
        best = slot;
        bestVp = vp;
      }
    });
    if (best >= 0) {
      s.fauna[best]!.claims.push('gaia');
      pub(c, ew('log.gaiaClaims', { fauna: sideOf(getFauna(s.fauna[best]!.card), s.fauna[best]!.side).name, vp: bestVp }));
    } else gaiaGain(c, card.gaia.fallback.track, card.gaia.fallback.perK * g.k);
  }
  const p = s.order[0]!;
  s.phase = 'benefit';
  if (card.action === 'fauna') {
    s.lastAction = { who: 'gaia', action: 'fauna' };
    return;
  }
  if (card.player === 'minorChosen' || card.action === 'wild') {
    s.players[p]!.jobs.push({ k: 'wild' });
    return;
  }
  const a = card.action as Action;
  s.action = a;
  s.lastAction = { who: 'gaia', action: a };
  s.players[p]!.jobs.push(...minorJobs(a));
}

export function gaiaGain(c: Ctx, track: 'scoringPile' | 'compost' | 'sprouts' | 'growth', n: number): void {
  const g = c.s.gaia!;
  switch (track) {
    case 'scoringPile': {
      const got = takeTop(c, n);
      g.scoringPile.push(...got);
      pub(c, ew('log.gaiaPile', { count: got.length }));
      return;
    }
    case 'compost':
      g.compost += n;
      pub(c, ew('log.gaiaCompost', { count: n }));
      return;
    case 'sprouts':
      g.sprouts += n;
      pub(c, ew('log.gaiaSprouts', { count: n }));
      return;
    case 'growth':
      g.growth += n;
      pub(c, ew('log.gaiaGrowth', { count: n }));
  }
}

/** Gaia's Wild card: the player chooses the action whose minor benefit they take and whose colour activates. */
export function answerWild(c: Ctx, p: PlayerId, v: string): RuleError<EarthError> | null {
  const s = c.s;
  const pl = s.players[p]!;
  if (!isAction(v)) return fail('no-such-action', ew('error.noSuchAction', { value: v }));
  pl.jobs.shift();
  s.action = v;
  s.lastAction = { who: 'gaia', action: v };
  pub(c, ew('log.choosesWild', { player: `{${p}}`, action: actionName(v) }));
  pl.jobs.push(...minorJobs(v));
  return null;
}

/** Gaia's score: her scoring pile is her base, her tracks her Compost, Sprouts and Growth, plus her Leaves. */
export function gaiaScore(s: EarthState): Breakdown | null {
  const g = s.gaia;
  if (!g) return null;
  let fauna = 0;
  s.fauna.forEach((f, slot) => {
    const idx = f.claims.indexOf('gaia');
    if (idx >= 0) fauna += faunaLeafVp(s, slot, idx);
  });
  const b = { base: g.scoringPile.length, events: 0, compost: g.compost, sprouts: g.sprouts, growth: g.growth, terrain: 0, ecosystems: 0, fauna, completion: 0 };
  return { ...b, total: SCORE_LINES.reduce((a, k) => a + b[k], 0) };
}
