import type { Click, Component, Handler } from './handler';
import { either, openPanel as showOwnPanel, plain, refuse, showPanel } from './replies';
import { sayTable } from '../../../platform/words/table-words';

/** The table's "Open my panel" and "My hand": the presser's own panel, privately. */
export const openPanel: Handler<'open' | 'hand'> = {
  mode: 'reply-privately',
  run: (i, id, c) => showOwnPanel(i, c, c.channelId, id.instance),
};

/** A turn ping's "Decide now", in the channel or in a DM: the presser's panel at the table the ping names. */
export const callPanel: Handler<'call'> = {
  mode: 'reply-privately',
  run: (i, id, c) => showOwnPanel(i, c, id.channel, id.instance, null, 'call'),
};

/** Pressed on the private panel, Undo redraws that panel with the step taken back; from anywhere else, it answers privately. */
export const undo: Handler<'undo'> = {
  mode: 'update-if-private',
  async run(i, id, c) {
    const r = await c.ctx.runner.undo(c.channelId, c.actor, id.instance);
    await either(c, r, (v) => showPanel(i, c, v.session, v.said), (message) => refusePanel(i, c, message));
  },
};

/** Standing aside automatically in secret windows where the player can play nothing, or being asked again. */
export const autoAside: Handler<'aside'> = {
  mode: 'update-if-private',
  async run(i, id, c) {
    const r = await c.ctx.runner.autoAside(c.channelId, id.instance, c.actor, id.verb === 'on');
    const note = sayTable(c.language, id.verb === 'on' ? 'panel.asideNowOn' : 'panel.asideNowOff');
    await either(c, r, (s) => showPanel(i, c, s, note), (message) => refusePanel(i, c, message));
  },
};

/** A newcomer's teaching notes turned off (or on again), from their panel. */
export const notes: Handler<'notes'> = {
  mode: 'update-if-private',
  async run(i, id, c) {
    const r = await c.ctx.runner.notes(c.channelId, id.instance, c.actor, id.verb === 'on');
    const note = sayTable(c.language, id.verb === 'on' ? 'panel.notesOn' : 'panel.notesOff');
    await either(c, r, (s) => showPanel(i, c, s, note), (message) => refusePanel(i, c, message));
  },
};

/** A standing answer ("Pass for the rest of the round"), or Rejoin: pressed on the panel it redraws the panel, on the table it answers privately. */
export const standing: Handler<'standing'> = {
  mode: 'update-if-private',
  async run(i, id, c) {
    const on = id.verb === 'on';
    const r = await c.ctx.runner.standing(c.channelId, id.instance, c.actor, id.what, on);
    await either(c, r, (s) => showPanel(i, c, s, on ? '' : sayTable(c.language, 'panel.askedAgain')), (message) => refusePanel(i, c, message));
  },
};

/** A refusal leaves the panel as it was; pressed elsewhere, the refusal is the private reply. */
async function refusePanel(i: Component, c: Click, message: string): Promise<void> {
  if (c.onPrivate) await refuse(i, message);
  else await i.editReply(plain(message));
}
