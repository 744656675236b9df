import { closedLobbyPayload, lobbyPayload } from '../../views/table-view';
import type { Handler } from './handler';
import { startedLobbyPayload } from '../../views/thread-view';
import { either, refuse } from './replies';

/** Join, Leave, Start and Cancel: the lobby message is redrawn in place, closed once started or cancelled. */
export const lobbyVerb: Handler<'lobby'> = {
  mode: 'update',
  async run(i, id, c) {
    const r = await c.ctx.runner.lobby(c.channelId, id.instance, c.actor, id.verb);
    await either(c, r, (s) => {
      const mod = c.ctx.modules.get(s.game)!;
      return i.editReply(id.verb === 'cancel' ? closedLobbyPayload(s, mod.engine, 'cancelled')
        : id.verb === 'start' ? startedLobbyPayload(s, mod.engine, c.channelId)
        : lobbyPayload(s, mod));
    }, (message) => refuse(i, message));
  },
};

/** The lobby's AI seat menu (its value is the AI's level); pressed as a button it sends no level, which the lobby refuses. */
export const aiSeat: Handler<'addai'> = {
  mode: 'update',
  async run(i, id, c) {
    const r = await c.ctx.runner.lobbyAi(c.channelId, id.instance, c.actor, i.isStringSelectMenu() ? (i.values[0] ?? '') : '');
    await either(c, r, (s) => i.editReply(lobbyPayload(s, c.ctx.modules.get(s.game)!)), (message) => refuse(i, message));
  },
};
