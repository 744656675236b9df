import type { EarthView } from '../../src/games/earth/view';
import { seatName } from './style';

/** What each action is called where the table names it. */
export const ACTION_NAME: Record<string, string> = { plant: 'Plant', compost: 'Compost', water: 'Water', grow: 'Grow', fauna: 'Fauna' };

/** "Round 3/10 · Ana: Plant action": whose turn and what is being decided, the first thing a phone shows. */
export function headline(v: EarthView, name: (p: string) => string = seatName): string {
  if (v.phase === 'setup') return 'Earth setup: choosing Islands and Climates';
  if (v.over) return 'Earth · game over';
  const round = `Round ${v.round}${v.maxRounds ? `/${v.maxRounds}` : ''}`;
  if (!v.active) return round;
  const who = v.active === 'gaia' ? 'Gaia' : name(v.active);
  return `${round} · ${who}: ${v.action ? `${ACTION_NAME[v.action] ?? v.action} action` : 'choosing an action'}`;
}
