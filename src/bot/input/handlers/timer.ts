import type { Handler } from './handler';
import { either, plain } from './replies';

/** The turn timer's question once a turn has run out: skip the waiting decisions, let an AI play them, or end the game. */
export const expiry: Handler<'expiry'> = {
  mode: 'reply-privately',
  async run(i, id, c) {
    const r = await c.ctx.runner.expiry(c.channelId, id.instance, c.actor, id.verb);
    await i.editReply(plain(either(c, r, (said) => said, (message) => message)));
  },
};
