import { hintFor } from '../../../platform/learning/hint';
import { tableViewOf } from '../../../platform/view/table-view-model';
import { refusal, refusalText } from '../../../platform/words/refusals';
import { ownPrompt } from '../../channel/private-panel';
import type { Handler } from './handler';
import { plain, tableOf } from './replies';

/** Hint, under a private prompt or on the table: a private reply, in the presser's language, with what the play-to-win AI would choose in their place. */
export const hint: Handler<'hint'> = {
  mode: 'reply-privately',
  async run(i, id, c) {
    const r = await tableOf(c, id.instance);
    if (!r.ok) return void (await i.editReply(plain(refusalText(r.error, c.language))));
    const { session: s, mod } = r.value;
    const p = tableViewOf(s).seatOf(c.actor.userId);
    const said = p ? hintFor(s, mod, p, ownPrompt(s, mod, c.actor.userId), c.language) : null;
    await i.editReply(plain(said ? (said.ok ? said.value : refusalText(said.error, c.language)) : refusalText(refusal('not-a-player'), c.language)));
  },
};
