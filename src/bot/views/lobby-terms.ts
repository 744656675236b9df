import { durationText } from '../../platform/pace/duration-text';
import type { Session } from '../../platform/session-schema';
import { bankStart, DEFAULT_DECISION_SECONDS } from '../../platform/pace/slow-pace';

/** The lobby's lines for the terms a table plays by: its pace and times, and DMs when the server turned them off. */
export function lobbyTermLines(s: Session): string[] {
  const lines: string[] = [];
  if (s.pace === 'slow') {
    const decision = s.decisionSeconds ?? DEFAULT_DECISION_SECONDS;
    lines.push(`Pace: **slow**: ${durationText(decision)} per decision, plus a time bank of ${durationText(bankStart(decision))} per player. Each player is called ${s.dmAllowed ? 'by DM' : 'in this channel'} when their turn starts; when their time runs out an AI plays that turn for them, and the seat stays theirs.`);
  } else lines.push(`Pace: **live** · turn timer: ${s.timerSeconds ? durationText(s.timerSeconds) : 'off'}`);
  if (!s.dmAllowed) lines.push('DMs: **off** on this server: read your cards and secrets with /game hand.');
  lines.push(s.hints === 'on' ? 'Hints: **on**: whoever decides may press Hint to see what the play-to-win AI would choose in their place, and why.' : 'Hints: **off**: every choice is your own.');
  return lines;
}
