import { RANKED_AFTER, standings, tablePeople, type Board, type Standing } from '../../platform/after-game/ratings';
import { andList } from '../../engine/wording';

/** /game leaderboard as text: whole lines while they fit one message, the asker's own place always said. */

const MESSAGE_MAX = 1900;
/** How many lines a board lists before "and N more". */
const TOP = 15;

const rating = (x: Standing) => x.rating.toFixed(1);
const record = (x: Standing) => `${x.played} ${x.played === 1 ? 'game' : 'games'}, ${x.won} won`;

/** Lines while they fit `room` characters, then how many were left out. */
function fitLines(lines: readonly string[], room: number): string[] {
  const out: string[] = [];
  let used = 0;
  for (const [k, line] of lines.entries()) {
    const more = `…and ${lines.length - k} more.`;
    if (k >= TOP || used + line.length + more.length + 2 > room) return [...out, more];
    out.push(line);
    used += line.length + 1;
  }
  return out;
}

/** A competitive game's board: ranked people by rating, then those still provisional, then where the asker stands. */
function ratingBoardText(gameName: string, b: Board, askerId: string, room: number): string {
  const { ranked, provisional } = standings(b);
  const head = `**${gameName} leaderboard** (rating: a skill estimate that grows as you win and as it gets surer of you; AI seats are left out)`;
  const rankedLines = ranked.map((x, i) => `${i + 1}. **${x.name}** ${rating(x)} · ${record(x)}`);
  const provisionalLines = provisional.map((x) => `• ${x.name} · ${record(x)}`);
  const mine = ranked.findIndex((x) => x.userId === askerId);
  const me = b.players[askerId];
  const you =
    me?.hidden ? 'You are hidden from this server\'s leaderboards (`/game leaderboard hide:false` shows you again).'
    : mine >= 0 ? `You are #${mine + 1} of ${ranked.length}, rating ${rating(ranked[mine]!)}.`
    : me && me.played > 0 ? `You have ${me.played} rated ${me.played === 1 ? 'game' : 'games'}: you are ranked after ${RANKED_AFTER}.`
    : '';
  room -= head.length + you.length + 80;
  const parts = [head];
  if (rankedLines.length > 0) parts.push(...fitLines(rankedLines, Math.floor(room * (provisionalLines.length > 0 ? 0.7 : 1))));
  if (provisionalLines.length > 0) {
    parts.push(`Not ranked yet (fewer than ${RANKED_AFTER} rated games):`, ...fitLines(provisionalLines, Math.floor(room * (rankedLines.length > 0 ? 0.3 : 1))));
  }
  if (you) parts.push(you);
  return parts.join('\n');
}

/** A co-operative game's board: the best won tables, by difficulty and then fewest rounds, naming their players. */
function tableBoardText(gameName: string, b: Board, room: number): string {
  const head = `**${gameName}: best wins on this server** (hardest first, then fewest rounds)`;
  const lines = b.tables.map((t, i) => {
    const { names, unnamed } = tablePeople(b, t);
    const who = [...names, ...(unnamed > 0 ? [`${unnamed} more`] : []), ...(t.ai > 0 ? [`${t.ai} AI`] : [])];
    const rounds = t.rounds === null ? '' : ` in ${t.rounds} ${t.rounds === 1 ? 'round' : 'rounds'}`;
    return `${i + 1}. Difficulty ${t.difficulty}${rounds} · ${andList(who)} · <t:${Math.floor(Date.parse(t.endedAt) / 1000)}:d>`;
  });
  return [head, ...fitLines(lines, room - head.length - 10)].join('\n');
}

/**
 * A game's board on this server: its best won co-operative tables and its competitive ratings (Tipping Point has
 * both, with its competitive variant), each shown when it holds anything.
 */
export function leaderboardText(gameName: string, b: Board, askerId: string): string {
  const rated = Object.values(b.players).some((x) => x.played > 0);
  if (b.tables.length === 0 && !rated) {
    const hidden = b.players[askerId]?.hidden ? ' You are hidden from this server\'s leaderboards.' : '';
    return `Nothing is on this server's ${gameName} leaderboard yet. A competitive game counts once two people or more play it (AI seats are left out; leaving it is a loss, and an end everyone agrees to counts for nobody); a co-operative game lists its won tables.${hidden}`;
  }
  const parts: string[] = [];
  if (b.tables.length > 0) parts.push(tableBoardText(gameName, b, rated ? MESSAGE_MAX / 2 : MESSAGE_MAX));
  if (rated) parts.push(ratingBoardText(b.tables.length > 0 ? `${gameName} (competitive variant)` : gameName, b, askerId, b.tables.length > 0 ? MESSAGE_MAX / 2 : MESSAGE_MAX));
  return parts.join('\n\n');
}
