import type { Handler } from './handler';
import { either, plain } from './replies';

/**
 * The buttons of the private "End this game?" reply. Arriving from any other message, the id must not
 * overwrite that message: the answer goes out privately.
 */
export const endGame: Handler<'end'> = {
  mode: 'update-if-private',
  async run(i, id, c) {
    if (id.verb === 'no') return void (await i.editReply(plain('The game goes on.')));
    const r = await c.ctx.runner.end(c.channelId, id.instance, c.actor);
    await i.editReply(plain(either(r, (said) => said, (message) => message)));
  },
};
