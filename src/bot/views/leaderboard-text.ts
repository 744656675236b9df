import { RANKED_AFTER, standings, tablePeople, type Board, type Standing } from '../../platform/after-game/ratings';
import { PSEUDO, type Language } from '../../words/locales';
import { listIn, t } from '../../words/translate';

/** /game leaderboard as text, in the asker's language: whole lines while they fit one message, the asker's own place always said. */

const MESSAGE_MAX = 1900;
/** How many lines a board lists before "and N more". */
const TOP = 15;

/** A rating with one decimal, as `language` writes it (25.3, 25,3). */
const rating = (language: Language, x: Standing) =>
  x.rating.toLocaleString(language === PSEUDO ? 'en' : language, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
const record = (language: Language, x: Standing) => t(language, 'records:leaderboard.record', { count: x.played, won: x.won });

/** Lines while they fit `room` characters, then how many were left out. */
function fitLines(language: Language, lines: readonly string[], room: number): string[] {
  const out: string[] = [];
  let used = 0;
  for (const [k, line] of lines.entries()) {
    const more = t(language, 'records:leaderboard.more', { count: lines.length - k });
    if (k >= TOP || used + line.length + more.length + 2 > room) return [...out, more];
    out.push(line);
    used += line.length + 1;
  }
  return out;
}

/** A competitive game's board: ranked people by rating, then those still provisional, then where the asker stands. */
function ratingBoardText(language: Language, gameName: string, b: Board, askerId: string, room: number): string {
  const w = (key: string, params = {}) => t(language, `records:leaderboard.${key}`, params);
  const { ranked, provisional } = standings(b);
  const head = w('ratingHead', { game: gameName });
  const rankedLines = ranked.map((x, i) => w('ranked', { place: i + 1, name: x.name, rating: rating(language, x), record: record(language, x) }));
  const provisionalLines = provisional.map((x) => w('provisional', { name: x.name, record: record(language, x) }));
  const mine = ranked.findIndex((x) => x.userId === askerId);
  const me = b.players[askerId];
  const you =
    me?.hidden ? w('youHidden')
    : mine >= 0 ? w('youPlace', { place: mine + 1, of: ranked.length, rating: rating(language, ranked[mine]!) })
    : me && me.played > 0 ? w('youRated', { count: me.played, after: RANKED_AFTER })
    : '';
  room -= head.length + you.length + 80;
  const parts = [head];
  if (rankedLines.length > 0) parts.push(...fitLines(language, rankedLines, Math.floor(room * (provisionalLines.length > 0 ? 0.7 : 1))));
  if (provisionalLines.length > 0) {
    parts.push(w('notRanked', { after: RANKED_AFTER }), ...fitLines(language, provisionalLines, Math.floor(room * (rankedLines.length > 0 ? 0.3 : 1))));
  }
  if (you) parts.push(you);
  return parts.join('\n');
}

/** A co-operative game's board: the best won tables, by difficulty and then fewest rounds, naming their players. */
function tableBoardText(language: Language, gameName: string, b: Board, room: number): string {
  const w = (key: string, params = {}) => t(language, `records:leaderboard.${key}`, params);
  const head = w('tablesHead', { game: gameName });
  const lines = b.tables.map((x, i) => {
    const { names, unnamed } = tablePeople(b, x);
    const who = [...names, ...(unnamed > 0 ? [w('unnamed', { count: unnamed })] : []), ...(x.ai > 0 ? [w('ai', { count: x.ai })] : [])];
    const params = { place: i + 1, difficulty: x.difficulty, who: listIn(language, 'and', who), when: `<t:${Math.floor(Date.parse(x.endedAt) / 1000)}:d>` };
    return x.rounds === null ? w('table', params) : w('tableRounds', { ...params, count: x.rounds });
  });
  return [head, ...fitLines(language, lines, room - head.length - 10)].join('\n');
}

/**
 * A game's board on this server: its best won co-operative tables and its competitive ratings (Tipping Point has
 * both, with its competitive variant), each shown when it holds anything.
 */
export function leaderboardText(gameName: string, b: Board, askerId: string, language: Language = 'en'): string {
  const rated = Object.values(b.players).some((x) => x.played > 0);
  if (b.tables.length === 0 && !rated) {
    const empty = t(language, 'records:leaderboard.empty', { game: gameName });
    return b.players[askerId]?.hidden ? `${empty} ${t(language, 'records:leaderboard.emptyHidden')}` : empty;
  }
  const parts: string[] = [];
  if (b.tables.length > 0) parts.push(tableBoardText(language, gameName, b, rated ? MESSAGE_MAX / 2 : MESSAGE_MAX));
  if (rated) {
    const name = b.tables.length > 0 ? t(language, 'records:leaderboard.competitive', { game: gameName }) : gameName;
    parts.push(ratingBoardText(language, name, b, askerId, b.tables.length > 0 ? MESSAGE_MAX / 2 : MESSAGE_MAX));
  }
  return parts.join('\n\n');
}
