/**
 * Keys inside one store namespace. Keyv prefixes each with `<namespace>:`.
 *   game:<channelId>            the channel's record
 *   invalid:<channelId>         marks that record as quarantined (see quarantine.ts)
 *   aside:<channelId>:<stamp>   a copy of a record that failed validation
 */
const GAME = 'game:';
const INVALID = 'invalid:';
const ASIDE = 'aside:';

/** Channel ids become key parts, so they must not contain the separator. */
export function assertChannelId(channelId: string): void {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(channelId)) {
    throw new TypeError(`game store: channel id must be 1-64 letters, digits, _ or -, got ${JSON.stringify(channelId)}`);
  }
}

export const gameKey = (channelId: string): string => `${GAME}${channelId}`;
export const invalidMarkerKey = (channelId: string): string => `${INVALID}${channelId}`;
export const asideKey = (channelId: string, stamp: number): string => `${ASIDE}${channelId}:${stamp}`;

export function channelIdOfGameKey(key: string): string | undefined {
  return key.startsWith(GAME) ? key.slice(GAME.length) : undefined;
}

export function channelIdOfAsideKey(key: string): string | undefined {
  if (!key.startsWith(ASIDE)) return undefined;
  const rest = key.slice(ASIDE.length);
  const colon = rest.lastIndexOf(':');
  return colon > 0 ? rest.slice(0, colon) : undefined;
}
