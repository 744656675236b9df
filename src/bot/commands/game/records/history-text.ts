import type { GameStats, HistoryEntry } from '../../../../platform/after-game/history';
import type { ModuleRegistry } from '../../../../platform/module';
import { fitMessage } from '../../../../platform/words/quote';
import type { Language } from '../../../../words/locales';
import { say } from '../../../../words/say';
import { t } from '../../../../words/translate';

/** /game history and /game stats as text, in the asker's language: whole entries while they fit one message. */

const MESSAGE_MAX = 1900;

const gameName = (modules: ModuleRegistry, id: string, language: Language) => say(language, modules.get(id)?.engine.name ?? id);

/**
 * A kept game's result in `language`: its outcome, or why it ended early. A record keeps it packed (said here); one
 * kept before texts were packed holds English, shown as it is.
 */
export function resultText(language: Language, result: string, finished: boolean): string {
  return finished ? say(language, result) : t(language, 'records:history.endedEarly', { why: say(language, result) });
}

function entryText(e: HistoryEntry, modules: ModuleRegistry, language: Language): string {
  const when = `<t:${Math.floor(Date.parse(e.endedAt) / 1000)}:d>`;
  const seats = e.seats.map((x) => `${x.won ? '🏆 ' : ''}${x.name}${x.score === null ? '' : ` ${x.score}`}`).join(' · ');
  return t(language, 'records:history.entry', { game: gameName(modules, e.game, language), when, table: e.instance, seats, result: resultText(language, e.result, e.finished) });
}

/** As many of the newest games as fit, newest first, with a note of how many more there are. */
export function historyText(games: readonly HistoryEntry[], modules: ModuleRegistry, language: Language = 'en'): string {
  if (games.length === 0) return t(language, 'records:history.none');
  const head = t(language, 'records:history.head');
  const lines: string[] = [head];
  let used = head.length;
  for (const [k, e] of games.entries()) {
    const text = entryText(e, modules, language);
    const more = t(language, 'records:history.older', { count: games.length - k });
    if (used + text.length + more.length + 4 > MESSAGE_MAX) {
      lines.push(more);
      break;
    }
    lines.push(text);
    used += text.length + 2;
  }
  return fitMessage(lines.join('\n\n'), undefined, language);
}

/** A person's record per game on this server or over all servers, in the order the games are offered. */
export function statsText(name: string, games: Readonly<Record<string, GameStats>>, modules: ModuleRegistry, where: 'server' | 'all', language: Language = 'en'): string {
  const known = [...modules.keys()].filter((id) => games[id]);
  const others = Object.keys(games).filter((id) => !modules.has(id));
  const rows = [...known, ...others].map((id) => {
    const g = games[id]!;
    const params = { game: gameName(modules, id, language), played: g.played, won: g.won };
    return g.best === null ? t(language, 'records:stats.row', params) : t(language, 'records:stats.rowBest', { ...params, best: g.best });
  });
  if (rows.length === 0) return t(language, where === 'server' ? 'records:stats.noneHere' : 'records:stats.noneAnywhere', { name });
  return fitMessage([t(language, where === 'server' ? 'records:stats.headHere' : 'records:stats.headAll', { name }), ...rows].join('\n'), undefined, language);
}
