import type { Handler } from './handler';
import { either, plain } from './replies';
import { say } from '../../../words/say';
import { sayTable } from '../../../platform/words/table-words';

/**
 * The buttons of the private "End this game?" reply: end it now (the host or a moderator), ask the table to end it
 * by agreement, or keep playing (which takes back one's own ask). Arriving from any other message, the id must not
 * overwrite that message: the answer goes out privately.
 */
export const endGame: Handler<'end'> = {
  mode: 'update-if-private',
  async run(i, id, c) {
    const r = id.verb === 'yes' ? await c.ctx.runner.end(c.channelId, id.instance, c.actor) : await c.ctx.runner.voteToEnd(c.channelId, id.instance, c.actor, id.verb === 'agree');
    // Keep playing says so even when the game has moved on meanwhile: there is nothing to take back.
    const words = id.verb === 'no' ? either(c, r, (said) => say(c.language, said), () => sayTable(c.language, 'end.goesOn')) : either(c, r, (said) => say(c.language, said), (message) => message);
    await i.editReply(plain(words));
  },
};
