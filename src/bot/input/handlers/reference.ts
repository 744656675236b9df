import { referencePayload, type EntryRef } from '../../views/reference-view';
import type { Handler } from './handler';
import { refuse } from './replies';

/** Previous or Next page of a rules topic or a card: the private reply turns its page in place. */
export const referencePage: Handler<'ref'> = {
  mode: 'update',
  async run(i, id, c) {
    const mod = c.ctx.modules.get(id.game);
    const shown = mod ? referencePayload(mod, id.entry as EntryRef, id.page) : null;
    if (!shown) return refuse(i, 'That rules page is not in this version of the bot: look it up again with `/game rules`.');
    await i.editReply(shown);
  },
};

/** A lesson's "more": its whole rule as a new private reply, so the panel beside it stays as it is. */
export const lessonRule: Handler<'lesson'> = {
  mode: 'reply-privately',
  async run(i, id, c) {
    const mod = c.ctx.modules.get(id.game);
    const shown = mod ? referencePayload(mod, id.entry as EntryRef, 0) : null;
    if (!shown) return refuse(i, 'That rule is not in this version of the bot: look it up with `/game rules`.');
    await i.editReply(shown);
  },
};
