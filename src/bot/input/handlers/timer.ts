import type { Handler } from './handler';
import { either, plain } from './replies';
import { say } from '../../../words/say';

/** The turn timer's question once a turn has run out: skip the waiting decisions, let an AI play them, or end the game. */
export const expiry: Handler<'expiry'> = {
  mode: 'reply-privately',
  async run(i, id, c) {
    const r = await c.ctx.runner.expiry(c.channelId, id.instance, c.actor, id.verb);
    await i.editReply(plain(either(c, r, (said) => say(c.language, said), (message) => message)));
  },
};
