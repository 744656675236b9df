import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { encodeCustomId } from '../../../src/bot/views/custom-id';
import type { Session } from '../../../src/platform/session-schema';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { seedBankModule } from '../../fixtures/long-menu-module';
import { type OfflineDiscord, type Handled, type OfflineUser, type ShownControl } from '../../fixtures/offline-discord';
import { actor, BotTable } from '../../fixtures/bot-table';
import { instanceIds } from '../../fixtures/runner-table';

/**
 * The controls of a player's own private panel, pressed through the bot's real handler: Undo (shown when the
 * table would take a step of theirs back, saying which), and the pages of a menu longer than Discord's 25.
 */

const ana: OfflineUser = { id: '110000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '110000000000000002', name: 'ben' };
const CH = '210000000000000001';
const mine = { ephemeral: true };

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;

async function begin(game: string, players: readonly OfflineUser[]): Promise<void> {
  const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: discord.guildId, actor: actor(ana), game, options: game === 'lanterns' ? { rounds: 1 } : {}, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  const instance = (await session()).instance;
  for (const u of players.slice(1)) expect((await ctx.runner.lobby(CH, instance, actor(u), 'join')).ok).toBe(true);
  expect((await ctx.runner.lobby(CH, instance, actor(ana), 'start')).ok).toBe(true);
  await ctx.tables.idle();
}


beforeEach(async () => {
  botTable = await BotTable.open({ modules: [lanternsModule, seedBankModule], newSeed: () => 'panel-seed', newInstance: instanceIds('p'), offline: {} });
  ({ ctx } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

const session = (): Promise<Session> => botTable.session(CH);

/** The player's panel as /game hand draws it (an ephemeral reply). */
async function panel(u: OfflineUser): Promise<Handled['shown'][number]> {
  const h = await discord.command(u, CH, 'game', 'hand', []);
  expect(h.errors).toEqual([]);
  return h.shown.at(-1)!;
}

const last = (h: Handled) => {
  expect(h.errors).toEqual([]);
  return h.shown.at(-1)!;
};
const control = (controls: readonly ShownControl[], kind: string) => controls.find((c) => c.custom_id.split(':')[2] === kind);

describe('bot/private panel: Undo', () => {
  beforeEach(() => begin('lanterns', [ana, ben]));

  it('GIVEN a step that can be taken back THEN the panel offers Undo naming it, and pressing it takes the step back', async () => {
    const first = await panel(ana);
    expect(control(first.controls, 'undo')).toBeUndefined();
    const before = await session();
    const choose = first.controls.find((c) => c.label?.startsWith('Lantern'))!;
    const after = last(await discord.click(ana, CH, choose.custom_id, mine));
    expect(after.content).toContain('Place lantern');
    const undo = control(after.controls, 'undo')!;
    expect(undo.label).toBe(`Undo: ${choose.label}`);
    // Only the one who took the step is offered it.
    expect(control((await panel(ben)).controls, 'undo')).toBeUndefined();

    const back = last(await discord.click(ana, CH, undo.custom_id, mine));
    expect(back.via).toBe('source-edit');
    expect(back.content).toContain('Your last step was taken back.');
    expect(back.content).toContain('Choose a lantern');
    expect(control(back.controls, 'undo')).toBeUndefined();
    expect((await session()).state).toEqual(before.state);
  });

  it("GIVEN someone else's step, a revealing step or an earlier game's button THEN Undo is refused and nothing changes", async () => {
    const choose = (await panel(ana)).controls.find((c) => c.label?.startsWith('Lantern'))!;
    const undo = control(last(await discord.click(ana, CH, choose.custom_id, mine)).controls, 'undo')!;
    const held = await session();
    expect(last(await discord.click(ben, CH, undo.custom_id)).content).toBe("The last step was ana's, not yours: only your own last step can be taken back.");
    const stale = encodeCustomId({ kind: 'undo', instance: 'zzzz0000' });
    expect(last(await discord.click(ana, CH, stale, mine)).content).toBe('This has moved on: that button belongs to an earlier game in this channel.');
    expect((await session()).state).toEqual(held.state);

    // Placing the lantern draws a card: that step is kept, and the panel offers no Undo.
    const place = (await panel(ana)).controls.find((c) => c.label === 'Left pile')!;
    const placed = last(await discord.click(ana, CH, place.custom_id, mine));
    expect(control(placed.controls, 'undo')).toBeUndefined();
    const moved = await session();
    expect(last(await discord.click(ana, CH, undo.custom_id, mine)).content).toContain('Nothing can be undone');
    expect((await session()).state).toEqual(moved.state);
  });
});

describe('bot/private panel: menus longer than Discord holds', () => {
  beforeEach(() => begin('seed-bank', [ana]));

  it('GIVEN 60 options to pick 2 to 3 from THEN pages keep the picks, Confirm waits for enough, and the answer holds picks from both pages', async () => {
    const p0 = await panel(ana);
    const menu0 = control(p0.controls, 'pagepick')!;
    expect(menu0.options!.map((o) => o.label)).toEqual(Array.from({ length: 25 }, (_, i) => `Seed ${i + 1}`));
    expect([menu0.min_values, menu0.max_values]).toEqual([0, 3]);
    expect(control(p0.controls, 'pickdone')).toMatchObject({ label: 'Confirm 0 picked', disabled: true });

    const p1 = last(await discord.select(ana, CH, menu0.custom_id, ['s3'], mine));
    expect(control(p1.controls, 'pickdone')).toMatchObject({ label: 'Confirm 1 picked', disabled: true });
    const more = p1.controls.find((c) => c.label === 'More… ▶')!;
    const p2 = last(await discord.click(ana, CH, more.custom_id, mine));
    const menu2 = control(p2.controls, 'pagepick')!;
    expect(menu2.options![0]!.label).toBe('Seed 26');
    // One pick is on the first page, so this page may add at most two.
    expect(menu2.max_values).toBe(2);
    const p3 = last(await discord.select(ana, CH, menu2.custom_id, ['s30'], mine));
    const earlier = p3.controls.find((c) => c.label === '◀ Earlier')!;
    const p4 = last(await discord.click(ana, CH, earlier.custom_id, mine));
    expect(control(p4.controls, 'pagepick')!.options!.filter((o) => o.default).map((o) => o.value)).toEqual(['s3']);
    const done = control(p4.controls, 'pickdone')!;
    expect(done).toMatchObject({ label: 'Confirm 2 picked', disabled: false });
    expect(last(await discord.click(ana, CH, done.custom_id, mine)).content).toContain('Answer received.');
    expect(((await session()).state as { sown: string[] }).sown).toEqual(['s3', 's30']);
  });

  it('GIVEN 40 options to pick one from THEN the second page holds the rest, the suggested one marked, and choosing there answers', async () => {
    const sow = control((await panel(ana)).controls, 'pagepick')!;
    const some = last(await discord.select(ana, CH, sow.custom_id, ['s0', 's1'], mine));
    last(await discord.click(ana, CH, control(some.controls, 'pickdone')!.custom_id, mine));
    const p0 = await panel(ana);
    expect(control(p0.controls, 'select')!.options).toHaveLength(25);
    expect(control(p0.controls, 'pickdone')).toBeUndefined();
    const p1 = last(await discord.click(ana, CH, p0.controls.find((c) => c.label === 'More… ▶')!.custom_id, mine));
    const menu = control(p1.controls, 'select')!;
    expect(menu.options!.map((o) => o.label)).toEqual(Array.from({ length: 15 }, (_, i) => `Bed ${i + 26}${i + 26 === 31 ? ' (suggested)' : ''}`));
    expect(p1.controls.some((c) => c.label === 'More… ▶')).toBe(false);
    last(await discord.select(ana, CH, menu.custom_id, ['b30'], mine));
    expect(((await session()).state as { beds: Record<string, string> }).beds).toEqual({ p0: 'b30' });
  });

  it('GIVEN picks the custom id cannot carry (a forged bit set) THEN Confirm is refused with the count rule and nothing changes', async () => {
    const sow = control((await panel(ana)).controls, 'pagepick')!;
    const instance = sow.custom_id.split(':')[1]!;
    const forged = encodeCustomId({ kind: 'pickdone', instance, prompt: 'sow', picked: 'vvvvvvvvvvvvvvv' });
    expect(last(await discord.click(ana, CH, forged, mine)).content).toContain('Not accepted: Pick 2 to 3 options.');
    expect(((await session()).state as { sown: null }).sown).toBeNull();
  });
});

describe('bot/private panel: standing aside automatically', () => {
  beforeEach(() => begin('lanterns', [ana, ben]));

  it('GIVEN a secret window THEN the panel offers to stop standing aside automatically (on by default); pressing it keeps the choice in the seat, quietly, and offers to start again', async () => {
    expect(control((await panel(ana)).controls, 'aside')).toBeUndefined();
    // Each plays a lantern; the round's secret bid opens.
    for (const u of [ana, ben]) {
      for (const pick of ['Lantern', 'Left pile']) {
        const c = (await panel(u)).controls.find((x) => x.label?.startsWith(pick))!;
        last(await discord.click(u, CH, c.custom_id, mine));
      }
    }
    await ctx.tables.idle();
    const bid = await panel(ana);
    expect(bid.content).toContain('Secret bid');
    const off = control(bid.controls, 'aside')!;
    expect(off.label).toBe('Stop standing aside automatically');
    const before = await session();
    const after = last(await discord.click(ana, CH, off.custom_id, mine));
    await ctx.tables.idle();
    expect(after.content).toContain('You will be asked in every secret window again.');
    expect(control(after.controls, 'aside')!.label).toBe("Stand aside for me when I can't play");
    const s = await session();
    expect(s.seats.map((x) => x.autoAside)).toEqual([false, true]);
    // Every bid offers stakes to choose from, so nothing was answered for ana, and the table message was not touched.
    expect(s.state).toEqual(before.state);
    expect(s.tableStale).toBe(before.tableStale);
    const on = last(await discord.click(ana, CH, control(after.controls, 'aside')!.custom_id, mine));
    expect(on.content).toContain('Nobody else can tell.');
    expect((await session()).seats[0]!.autoAside).toBe(true);
  });
});

describe('bot/private panel: its picture', () => {
  beforeEach(() => begin('lanterns', [ana, ben]));

  it('GIVEN a panel showing a hand WHEN a press on it changes nothing the seat sees THEN the panel is edited without uploading the picture again', async () => {
    const { instance } = await session();
    const first = last(await discord.click(ana, CH, encodeCustomId({ kind: 'open', instance })));
    expect(first.via).toBe('deferred-reply');
    expect(first.files).toHaveLength(1);
    const notesOff = encodeCustomId({ kind: 'notes', instance, verb: 'off' });
    const edited = last(await discord.click(ana, CH, notesOff, { ephemeral: true, messageId: first.id! }));
    expect(edited.via).toBe('source-edit');
    expect(edited.content).toContain('No more rule notes');
    expect(edited.files).toEqual([]);
    // Another message, whose picture the bot does not know, is sent the picture.
    const notesOn = encodeCustomId({ kind: 'notes', instance, verb: 'on' });
    const elsewhere = last(await discord.click(ana, CH, notesOn, { ephemeral: true, messageId: '110000000000000999' }));
    expect(elsewhere.via).toBe('source-edit');
    expect(elsewhere.files).toHaveLength(1);
  });

  it('GIVEN the panel /game hand showed WHEN a press on it changes nothing the seat sees THEN its picture is not uploaded again', async () => {
    const first = await panel(ana);
    expect(first.files).toHaveLength(1);
    const notesOff = encodeCustomId({ kind: 'notes', instance: (await session()).instance, verb: 'off' });
    const edited = last(await discord.click(ana, CH, notesOff, { ephemeral: true, messageId: first.id! }));
    expect(edited.via).toBe('source-edit');
    expect(edited.files).toEqual([]);
  });
});
