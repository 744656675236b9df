import type { Session } from '../../platform/session-schema';
import { paceTermsOf } from '../../platform/view/table-view-model';
import { sayTable } from '../../platform/words/table-words';

/** The lobby's lines for the terms a table plays by, in the table's language: its pace and times, and DMs when the server turned them off. */
export function lobbyTermLines(s: Session): string[] {
  const w = (key: string, params = {}) => sayTable(s.language, key, params);
  const lines: string[] = [];
  const pace = paceTermsOf(s);
  if (pace.pace === 'slow') lines.push(w('lobby.paceSlow', { decision: pace.decision, bank: pace.bank, how: w(s.dmAllowed ? 'lobby.calledByDm' : 'lobby.calledHere') }));
  else lines.push(w('lobby.paceLive', { timer: pace.timer ?? w('lobby.timerOff') }));
  if (!s.dmAllowed) lines.push(w('lobby.dmsOff'));
  lines.push(w(s.hints === 'on' ? 'lobby.hintsAreOn' : 'lobby.hintsAreOff'));
  return lines;
}
