import type { GameEvent, PlayerId } from '../../engine/types';

/** A log line the whole table sees. */
export const everyone = (text: string): GameEvent => ({ text, visibleTo: 'all' });
/** A log line only `p` sees: what they drew or looked at. */
export const only = (p: PlayerId, text: string): GameEvent => ({ text, visibleTo: [p] });
