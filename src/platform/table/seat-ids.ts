import type { PlayerId } from '../../engine/types';

/** A seat's player id is its place at the table: the engine knows seats only by these. */
export const playerIdOf = (index: number): PlayerId => `p${index}`;
export const seatIndexOf = (p: PlayerId): number => Number(p.slice(1));
