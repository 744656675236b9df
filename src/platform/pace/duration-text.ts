import { tableWords } from '../words/table-words';

/**
 * A span of time as a table says it, in the reader's language once said: "3 days 2 h", "24 h" reads "1 day",
 * "45 min"; under a minute is "1 min".
 */
export function durationText(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts = [days ? tableWords('duration.days', { count: days }) : '', hours ? tableWords('duration.hours', { count: hours }) : '', mins && !days ? tableWords('duration.minutes', { count: mins }) : ''];
  return parts.filter(Boolean).join(' ');
}
