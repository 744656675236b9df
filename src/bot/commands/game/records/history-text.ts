import type { GameStats, HistoryEntry } from '../../../../platform/after-game/history';
import type { ModuleRegistry } from '../../../../platform/module';
import { fitMessage } from '../../../../platform/words/quote';
import { say } from '../../../../words/say';

/** /game history and /game stats as text: whole entries while they fit one message. */

const MESSAGE_MAX = 1900;

const gameName = (modules: ModuleRegistry, id: string) => say('en', modules.get(id)?.engine.name ?? id);

function entryText(e: HistoryEntry, modules: ModuleRegistry): string {
  const when = `<t:${Math.floor(Date.parse(e.endedAt) / 1000)}:d>`;
  const seats = e.seats.map((x) => `${x.won ? '🏆 ' : ''}${x.name}${x.score === null ? '' : ` ${x.score}`}`).join(' · ');
  return `**${gameName(modules, e.game)}** · ${when} · table \`${e.instance}\`\n${seats}\n${e.finished ? e.result : `Ended early: ${e.result}.`}`;
}

/** As many of the newest games as fit, newest first, with a note of how many more there are. */
export function historyText(games: readonly HistoryEntry[], modules: ModuleRegistry): string {
  if (games.length === 0) return 'No game has finished in a channel you can view yet.';
  const head = 'Recent games on this server (newest first; `/game replay table:<id>` shows one again):';
  const lines: string[] = [head];
  let used = head.length;
  for (const [k, e] of games.entries()) {
    const text = entryText(e, modules);
    const more = `…and ${games.length - k} older.`;
    if (used + text.length + more.length + 4 > MESSAGE_MAX) {
      lines.push(more);
      break;
    }
    lines.push(text);
    used += text.length + 2;
  }
  return fitMessage(lines.join('\n\n'));
}

/** A person's record per game on this server or over all servers, in the order the games are offered. */
export function statsText(name: string, games: Readonly<Record<string, GameStats>>, modules: ModuleRegistry, where: 'server' | 'all'): string {
  const known = [...modules.keys()].filter((id) => games[id]);
  const others = Object.keys(games).filter((id) => !modules.has(id));
  const rows = [...known, ...others].map((id) => {
    const g = games[id]!;
    return `• **${gameName(modules, id)}**: played ${g.played}, won ${g.won}${g.best === null ? '' : `, best score ${g.best}`}`;
  });
  const place = where === 'server' ? 'on this server' : 'on any server';
  if (rows.length === 0) return `${name} has not finished a game ${place} yet.`;
  return fitMessage([`${name}'s finished games ${where === 'server' ? 'on this server' : 'over all servers'}:`, ...rows].join('\n'));
}
