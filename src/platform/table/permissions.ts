import type { Session } from './session-schema';

/** Who is acting on a table: the bot reads it off the interaction, the terminal makes it up. */
export interface Actor {
  userId: string;
  name: string;
  /** Holds Manage Channels where the table is: may run any table there, like its host. */
  canManage: boolean;
  /** Holds Manage Server: may change the server's game settings (/game settings). */
  canManageServer?: boolean;
}

/** What only the host, or someone who manages the channel, may do to a table. */
export type HostAction = 'cancel' | 'end' | 'kick' | 'expiry';

const REFUSALS: Record<HostAction, string> = {
  cancel: 'Only the host (or someone with Manage Channels) can cancel the lobby.',
  end: 'Only the host or someone with Manage Channels can end the game.',
  kick: 'Only the host or someone with Manage Channels can kick a player.',
  expiry: 'Only the host (or someone with Manage Channels) decides what happens when the timer runs out.',
};

/** The one "host or Manage Channels" check: null when the actor may, else the refusal for that action. */
export function hostOnly(s: Session, actor: Actor, action: HostAction): string | null {
  return actor.userId === s.host || actor.canManage ? null : REFUSALS[action];
}
