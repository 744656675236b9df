/**
 * Answers outside the seat's own action turn: Scheme windows, the Campaign, Tribunal ballots, joining a
 * Takeover, the Vested marker, Weather Machine's district and the Scheme hand limit. Each reads only the
 * seat's view and the prompt's own text and options.
 */
import type { Prompt } from '../../../engine/types';
import { heldBy, districtOf } from '../board';
import { catalogue as cat, getAsset } from '../cards/catalogue';
import { climateValue } from './climate-stakes';
import { leader, type SeatContext } from './seat-context';

const R = cat.rules;

/** What passing the live Initiative does to this seat's band points (its rider aside). */
function initiativeStake(c: SeatContext): number {
  const ini = c.v.initiative;
  if (!ini || c.v.round > c.v.rounds) return 0;
  if (ini.kind === 'bad') return climateValue(c.v, c.role, { now: R.votes.bad.ppm }, c.collapseWin);
  const breakthrough = (c.v.goodPassed + 1) % R.votes.breakthrough.every === 0 ? R.votes.breakthrough.ppm : 0;
  return climateValue(c.v, c.role, { now: R.votes.good.ppm + breakthrough }, c.collapseWin);
}

/**
 * The Campaign: Influence scores nothing, so all of it backs an Initiative whose passing helps (and the top
 * backer earns a Legacy point or 3 Capital); nothing backs one that hurts.
 */
export function campaignAnswer(c: SeatContext, p: Prompt): string {
  const top = (c.v.initiative?.kind === 'good' ? 1 : 0.75) * (c.v.me?.vice.id === 'vice.kingmaker' ? 3 : 1);
  if (initiativeStake(c) + top <= 0) return '0';
  const amounts = p.options.map((o) => Number(o.value)).filter((n) => Number.isInteger(n));
  return String(Math.max(0, ...amounts));
}

/** How much a Scheme is worth keeping, for the hand limit. */
const KEEP_ORDER = ['scheme.backhander', 'scheme.creative-claims', 'scheme.weather-machine', 'scheme.nimby', 'scheme.hired-backing', 'scheme.blackout', 'scheme.smear-dossier'];

export function keepAnswer(c: SeatContext, p: Prompt): string {
  if (p.options.some((o) => o.value === 'keep')) return 'keep';
  const hand = c.v.me?.schemes.map((x) => x.id) ?? [];
  let worst = 0;
  hand.forEach((id, i) => { if (KEEP_ORDER.indexOf(id) > KEEP_ORDER.indexOf(hand[worst]!)) worst = i; });
  return p.options.some((o) => o.value === `x${worst}`) ? `x${worst}` : p.options[0]!.value;
}

/** Whether playing a Scheme now helps this seat, judged from the window's own text. */
function schemeHelps(c: SeatContext, id: string, text: string): boolean {
  const me = `{${c.me}}`;
  const schemer = c.v.me?.vice.id === 'vice.schemer';
  const attacksMine = new RegExp(`attacks [^.]*\\(\\{${c.me}\\}\\)`).test(text);
  switch (id) {
    case 'scheme.backhander':
    case 'scheme.creative-claims':
      return true;
    case 'scheme.hired-backing': return text.includes(`${me} attacks`) || (schemer && !attacksMine);
    case 'scheme.weather-machine': return heldBy(c.s, c.me).length > 0 || schemer;
    case 'scheme.nimby': {
      const top = leader(c);
      return (top !== null && text.includes(`{${top}} declares`)) || schemer;
    }
    case 'scheme.blackout': return initiativeStake(c) < -1 || schemer;
    default: return schemer;
  }
}

export function windowAnswer(c: SeatContext, p: Prompt): string {
  const play = p.options.find((o) => o.value !== 'none' && schemeHelps(c, o.value, p.text));
  return play?.value ?? 'none';
}

/** Weather Machine: strike the district where this seat has least and its rivals most. */
export function weatherDistrict(c: SeatContext, p: Prompt): string {
  const top = leader(c);
  const score = (d: string) => c.s.assets.reduce((n, a) => {
    if (a.community || !a.owner || districtOf(a.cell) !== d) return n;
    const w = getAsset(a.type).income + 1;
    return n + (a.owner === c.me ? -2 * w : a.owner === top ? w : w / 3);
  }, 0);
  return p.options.reduce((b, o) => (score(o.value) > score(b.value) ? o : b), p.options[0]!).value;
}

/**
 * Joining a Takeover: the owner defends with all it may; a seat that has passed spends its idle Operatives
 * against the leader, or against a dirty asset when its band wants the world cooler.
 */
export function joinAnswer(c: SeatContext, p: Prompt): string {
  const has = (x: string) => p.options.some((o) => o.value === x);
  const mine = new RegExp(`attacks [^.]*\\(\\{${c.me}\\}\\)`).test(p.text);
  if (mine) return has('def2') ? 'def2' : has('def') ? 'def' : 'aside';
  if (!c.s.me[c.me]!.passed || !has('att')) return 'aside';
  const top = leader(c);
  if (top !== null && new RegExp(`attacks [^.]*\\(\\{${top}\\}\\)`).test(p.text)) return 'att';
  return 'aside';
}

/** The Tribunal: one Influence against the rival most likely to win, if any is eligible. */
export function ballotAnswer(c: SeatContext, p: Prompt): string {
  const top = leader(c);
  return p.options.find((o) => o.value === `v-${top}-1`)?.value ?? 'none';
}

export function smearAnswer(c: SeatContext, p: Prompt): string {
  const top = leader(c);
  return p.options.find((o) => o.value === top)?.value ?? p.options[0]!.value;
}
