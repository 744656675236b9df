/**
 * Text a user typed, quoted back in a reply. Slash command options may hold 6000 characters and a message
 * only 2000, so an echo is cut short: the reply must always fit, whatever was typed.
 */
export function quote(typed: string | number | null, max = 80): string {
  const s = String(typed ?? '');
  return `"${s.length <= max ? s : `${s.slice(0, max - 1)}…`}"`;
}

/** A refusal cut to fit a Discord message with room for a short prefix ("Not accepted: "). */
export function fitMessage(text: string, max = 1900): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
