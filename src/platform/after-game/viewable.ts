/**
 * Who may see which finished games: only those played in a channel the asker can view, as Discord says (the bot
 * asks it for the predicate). A channel Discord cannot tell about counts as one they cannot view.
 */
export type CanView = (channelId: string) => boolean;

/** The games (history lines or records) from channels the asker can view, in their order. */
export function viewable<T extends { channelId: string }>(games: readonly T[], canView: CanView): T[] {
  return games.filter((g) => canView(g.channelId));
}
