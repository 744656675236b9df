import type { Session } from '../../platform/session-schema';
import { paceTermsOf } from '../../platform/view/table-view-model';

/** The lobby's lines for the terms a table plays by: its pace and times, and DMs when the server turned them off. */
export function lobbyTermLines(s: Session): string[] {
  const lines: string[] = [];
  const pace = paceTermsOf(s);
  if (pace.pace === 'slow') {
    lines.push(`Pace: **slow**: ${pace.decision} per decision, plus a time bank of ${pace.bank} per player. Each player is called ${s.dmAllowed ? 'by DM' : 'in this channel'} when their turn starts; when their time runs out an AI plays that turn for them, and the seat stays theirs.`);
  } else lines.push(`Pace: **live** · turn timer: ${pace.timer ?? 'off'}`);
  if (!s.dmAllowed) lines.push('DMs: **off** on this server: read your cards and secrets with /game hand.');
  lines.push(s.hints === 'on' ? 'Hints: **on**: whoever decides may press Hint to see what the play-to-win AI would choose in their place, and why.' : 'Hints: **off**: every choice is your own.');
  return lines;
}
