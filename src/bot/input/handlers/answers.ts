import { owedPrompt } from '../../../platform/view/seat-panel';
import { decodePicked, repick } from '../../views/menu-pages';
import type { Click, Component, Handler } from './handler';
import { either, openPanel, plain, refuse, showPanel } from './replies';
import { sayTable } from '../../../platform/words/table-words';

/** An option button, or a menu's chosen values; a select id arriving on a button carries no values: an empty answer, refused by the rules, not a crash. */
export const optionAnswer: Handler<'answer' | 'select'> = {
  mode: 'update',
  run: (i, id, c) => answer(i, c, id.instance, id.prompt, id.kind === 'answer' ? [id.value] : i.isStringSelectMenu() ? i.values : []),
};

/** Done under a paged menu: the picks carried in its id are the answer. */
export const pagedAnswer: Handler<'pickdone'> = {
  mode: 'update',
  async run(i, id, c) {
    const own = await ownPrompt(c, id.prompt);
    const picked = own ? decodePicked(id.picked, own.options.length) : null;
    // An unreadable or out-of-date set of picks is sent as no answer: the rules refuse it and say why.
    await answer(i, c, id.instance, id.prompt, picked && own ? picked.map((k) => own.options[k]!.value) : []);
  },
};

/** Turning a page changes nothing in the game: the asker's panel is drawn again at that page, with the picks kept. */
export const pageTurn: Handler<'page' | 'pagepick'> = {
  mode: 'update-if-private',
  async run(i, id, c) {
    const own = await ownPrompt(c, id.prompt);
    const before = own ? decodePicked(id.picked, own.options.length) : null;
    const chosen = id.kind === 'pagepick' && own && i.isStringSelectMenu() ? i.values.map((v) => own.options.findIndex((o) => o.value === v)).filter((k) => k >= 0) : [];
    const picked = before && id.kind === 'pagepick' ? repick(before, id.page, chosen) : (before ?? []);
    await openPanel(i, c, c.channelId, id.instance, { prompt: id.prompt, page: id.page, picked });
  },
};

/**
 * Sends the answer. On the private panel, the panel is drawn again saying whether it was accepted;
 * on the table, only a refusal is said (privately): the table itself shows the move.
 */
async function answer(i: Component, c: Click, instance: string, prompt: string, values: readonly string[]): Promise<void> {
  const r = await c.ctx.runner.answer(c.channelId, instance, c.actor, { prompt, values });
  c.log.debug({ prompt, ok: r.ok }, 'answer');
  await either(c, r, async ({ session }) => {
    if (c.onPrivate) await showPanel(i, c, session, sayTable(c.language, 'panel.received'));
  }, async (message) => {
    if (!c.onPrivate) return refuse(i, message);
    // Only a refusal needs a fresh read: an accepted answer returns the session it saved.
    const g = await c.ctx.runner.read(c.channelId);
    const note = sayTable(c.language, 'panel.notAccepted', { why: message });
    await (g.kind === 'ok' ? showPanel(i, c, g.session, note) : i.editReply(plain(note)));
  });
}

/** The prompt `promptId` when the asker still owes it. */
async function ownPrompt(c: Click, promptId: string) {
  const g = await c.ctx.runner.read(c.channelId);
  if (g.kind !== 'ok') return null;
  return owedPrompt(g.session, g.mod.engine, c.actor.userId, promptId);
}
