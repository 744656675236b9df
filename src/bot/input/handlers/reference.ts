import { t } from '../../../words/translate';
import { referencePayload, type EntryRef } from '../../views/reference-view';
import type { Handler } from './handler';
import { refuse } from './replies';

/** Previous or Next page of a rules topic or a card, in the presser's language: the private reply turns its page in place. */
export const referencePage: Handler<'ref'> = {
  mode: 'update',
  async run(i, id, c) {
    const mod = c.ctx.modules.get(id.game);
    const shown = mod ? referencePayload(mod, id.entry as EntryRef, id.page, c.language) : null;
    if (!shown) return refuse(i, t(c.language, 'reference:entry.gone-page'));
    await i.editReply(shown);
  },
};

/** A lesson's "more": its whole rule as a new private reply, so the panel beside it stays as it is. */
export const lessonRule: Handler<'lesson'> = {
  mode: 'reply-privately',
  async run(i, id, c) {
    const mod = c.ctx.modules.get(id.game);
    const shown = mod ? referencePayload(mod, id.entry as EntryRef, 0, c.language) : null;
    if (!shown) return refuse(i, t(c.language, 'reference:entry.gone-rule'));
    await i.editReply(shown);
  },
};
