import { ok } from '../../../engine/result';
import { hintFor } from '../../../platform/learning/hint';
import { seatOfUser } from '../../../platform/table/session';
import { sameTable } from '../../../platform/table/guards';
import { noGame } from '../../../platform/table-records';
import { refusal } from '../../../platform/refusals';
import { ownPrompt } from '../private-panel';
import type { Handler } from './handler';
import { plain } from './replies';

/** Hint, under a private prompt or on the table: a private reply with what the play-to-win AI would choose in the presser's place. */
export const hint: Handler<'hint'> = {
  mode: 'reply-privately',
  async run(i, id, c) {
    const g = await c.ctx.runner.read(c.channelId);
    const r = g.kind !== 'ok' ? noGame(g) : (sameTable(g.session, id.instance) ?? ok(g));
    if (!r.ok) return void (await i.editReply(plain(r.error.message)));
    const { session: s, mod } = r.value;
    const p = seatOfUser(s, c.actor.userId);
    const said = p ? hintFor(s, mod, p, ownPrompt(s, mod, c.actor.userId)) : null;
    await i.editReply(plain(said ? (said.ok ? said.value : said.error.message) : refusal('not-a-player').message));
  },
};
