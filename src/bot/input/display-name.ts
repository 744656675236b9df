import { escapeMarkdown } from 'discord.js';

/**
 * A person's name as the bot writes it: the tables, pings, logs and histories put names into Markdown, so a nickname
 * such as `[Claim](https://…)` or `# Big` must read as itself, not as a link or a heading. Escaped once where the
 * name comes in (the stored seat keeps it so); pictures draw it plain (`plainName`).
 */
export function displayName(raw: string): string {
  const oneLine = raw.replace(/[\r\n\t]+/g, ' ').trim().slice(0, 64) || 'someone';
  const escaped = escapeMarkdown(oneLine, { maskedLink: true, heading: true, bulletedList: true, numberedList: true });
  // A name spelling a mention (<@123>) or a custom emoji must not render as one.
  return escaped.replace(/<(?=[@#:a]|t:)/g, '\\<');
}
