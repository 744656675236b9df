import { MessageFlags } from 'discord.js';
import { tableTextMessages } from '../../views/table-text-view';
import type { Handler } from './handler';
import { refusalText } from '../../../platform/words/refusals';
import { plain, tableOf } from './replies';

/**
 * "Table as text" on the private panel: the table in words, as `/game view mode:text` gives it, in new private
 * replies (the panel stays as it is). The table is found from the id's instance, so a panel opened from a DM works.
 */
export const tableText: Handler<'text'> = {
  mode: 'reply-privately',
  async run(i, id, c) {
    const r = await tableOf(c, id.instance);
    if (!r.ok) return void (await i.editReply(plain(refusalText(r.error, c.language))));
    const [first, ...rest] = tableTextMessages(r.value.session, r.value.mod, c.actor.userId, c.language);
    await i.editReply({ ...first!, components: [], embeds: [], files: [] });
    for (const m of rest) await i.followUp({ ...m, flags: MessageFlags.Ephemeral });
  },
};
