import { tableViewOf } from '../../../platform/view/table-view-model';
import { whyText } from '../../../platform/reference/why';
import { nameSeats } from '../../../platform/table/seat-names';
import { t } from '../../../words/translate';
import { whyPayload } from '../../views/why-view';
import { ownPrompt } from '../../channel/private-panel';
import type { Handler } from './handler';
import { refusalText } from '../../../platform/words/refusals';
import { plain, tableOf } from './replies';

/**
 * "Why?" under a private prompt or on the table: a new private reply (the panel or table stays as it is) explaining
 * the decision the presser owes now, from that prompt alone; on the table, for someone who owes nothing, the
 * public decision open there, from what the table shows of it (its public wording), never from its owner's prompt.
 * It is the presser's alone, so it is said in their language.
 */
export const why: Handler<'why'> = {
  mode: 'reply-privately',
  async run(i, id, c) {
    const r = await tableOf(c, id.instance);
    if (!r.ok) return void (await i.editReply(plain(refusalText(r.error, c.language))));
    const { session: s, mod } = r.value;
    const v = tableViewOf(s);
    const name = (text: string) => nameSeats(s, text, c.language);
    const own = ownPrompt(s, mod, c.actor.userId);
    if (own) return void (await i.editReply(whyPayload(s.game, whyText(mod.engine, own, c.language, name), c.language)));
    // On the table, someone who owes nothing is shown the public decision open there, as the table words it.
    const shown = c.onPrivate ? null : v.tableDecision(mod.engine);
    if (!shown) return void (await i.editReply(plain(t(c.language, 'reference:why.nothing-asked'))));
    await i.editReply(whyPayload(s.game, whyText(mod.engine, shown, c.language, name, v.seatName(shown.player)), c.language));
  },
};
