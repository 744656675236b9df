import { fitMessage } from './quote';

/**
 * What one operation on a table says back: a value, or a refusal in words a player reads.
 * A refusal may quote what was sent (a rule's message names the value); it must still fit one message.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export const no = (message: string): { ok: false; message: string } => ({ ok: false, message: fitMessage(message) });
export const yes = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
