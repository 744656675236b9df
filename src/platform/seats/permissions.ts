import type { Result } from '../../engine/result';
import { refuse, type HostAction, type Refusal } from '../words/refusals';
import type { Session } from '../session-schema';
import type { Language } from '../../words/locales';

/** Who is acting on a table: the bot reads it off the interaction, the terminal makes it up. */
export interface Actor {
  userId: string;
  name: string;
  /** Holds Manage Channels where the table is: may run any table there, like its host. */
  canManage: boolean;
  /** Holds Manage Server: may change the server's game settings (/game settings). */
  canManageServer?: boolean;
  /**
   * The language of their own Discord client when we speak it, null when we do not (they read the table's); not
   * given where nobody tells (the terminal). A seat keeps it (`Seat.locale`) for what it is told unasked.
   */
  locale?: Language | null;
}

/** What only the host, or someone who manages the channel, may do to a table. */
type ManagedAction = Extract<HostAction, 'cancel' | 'end' | 'kick' | 'expiry' | 'hints'>;

/** The one "host or Manage Channels" check: null when the actor may, else the refusal for that action. */
export function hostOnly(s: Session, actor: Actor, action: ManagedAction): Result<never, Refusal> | null {
  return actor.userId === s.host || actor.canManage ? null : refuse('not-host', action);
}
