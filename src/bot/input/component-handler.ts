import { MessageFlags, type ButtonInteraction, type StringSelectMenuInteraction } from 'discord.js';
import type { Logger } from 'pino';
import { actorOf } from './actor';
import type { BotContext } from '../bot-context';
import { promptsOf, seatOfUser } from '../../platform/table/session';
import { decodeCustomId } from '../views/custom-id';
import { newGameMenu } from '../views/after-game-view';
import { decodePicked, repick } from '../views/menu-pages';
import { panelFor, privatePanel } from './private-panel';
import { closedLobbyPayload, lobbyPayload } from '../views/table-view';

/**
 * Buttons and menus: the custom id says what was pressed (stateless, so it survives a restart), the
 * table runner decides, and the answer is drawn here: the lobby redrawn in place, a private panel
 * refreshed, a refusal said privately.
 */
export async function onComponent(i: ButtonInteraction | StringSelectMenuInteraction, ctx: BotContext, log: Logger): Promise<void> {
  const id = decodeCustomId(i.customId);
  if (!id) return void (await i.reply({ content: 'This control is out of date or not one of mine.', flags: MessageFlags.Ephemeral }));
  const { runner, pictures, modules } = ctx;
  const actor = actorOf(i);
  const channelId = i.channelId;
  const ephemeralSource = i.message.flags.has(MessageFlags.Ephemeral);
  const refuse = (message: string) => i.followUp({ content: message, flags: MessageFlags.Ephemeral });
  /** The prompt `promptId` when the asker still owes it. */
  const ownPrompt = async (promptId: string) => {
    const g = await runner.read(channelId);
    if (g.kind !== 'ok') return null;
    const p = seatOfUser(g.session, actor.userId);
    return p ? (promptsOf(g.session, g.mod.engine, p).find((x) => x.id === promptId) ?? null) : null;
  };
  const answer = async (prompt: string, values: readonly string[]) => {
    const r = await runner.answer(channelId, id.instance, actor, { prompt, values });
    log.debug({ prompt, ok: r.ok }, 'answer');
    if (ephemeralSource) {
      // An accepted answer returns the session it saved; only a refusal needs a fresh read.
      const g = r.ok ? { kind: 'ok' as const, session: r.value.session } : await runner.read(channelId);
      const note = r.ok ? 'Answer received.' : `Not accepted: ${r.error.message}`;
      if (g.kind === 'ok') {
        const panel = await panelFor(pictures, g.session, modules.get(g.session.game)!, actor, note);
        await i.editReply(panel.ok ? panel.value : { content: panel.error.message, components: [], embeds: [], files: [] });
      } else await i.editReply({ content: note, components: [], embeds: [], files: [] });
      return;
    }
    if (!r.ok) await refuse(r.error.message);
  };
  switch (id.kind) {
    case 'lobby': {
      await i.deferUpdate();
      const r = await runner.lobby(channelId, id.instance, actor, id.verb);
      if (!r.ok) return void (await refuse(r.error.message));
      const mod = modules.get(r.value.game)!;
      const payload = id.verb === 'cancel' ? closedLobbyPayload(r.value, mod.engine, 'lobby cancelled')
        : id.verb === 'start' ? closedLobbyPayload(r.value, mod.engine, 'started')
        : lobbyPayload(r.value, mod);
      await i.editReply(payload);
      return;
    }
    case 'addai': {
      await i.deferUpdate();
      const r = await runner.lobbyAi(channelId, id.instance, actor, i.isStringSelectMenu() ? (i.values[0] ?? '') : '');
      if (!r.ok) return void (await refuse(r.error.message));
      await i.editReply(lobbyPayload(r.value, modules.get(r.value.game)!));
      return;
    }
    case 'answer':
    case 'select': {
      await i.deferUpdate();
      // A select id arriving on a button carries no values: an empty answer, refused by the rules, not a crash.
      const values = id.kind === 'answer' ? [id.value] : i.isStringSelectMenu() ? i.values : [];
      return answer(id.prompt, values);
    }
    case 'pickdone': {
      await i.deferUpdate();
      const own = await ownPrompt(id.prompt);
      const picked = own ? decodePicked(id.picked, own.options.length) : null;
      // An unreadable or out-of-date set of picks is sent as no answer: the rules refuse it and say why.
      return answer(id.prompt, picked && own ? picked.map((k) => own.options[k]!.value) : []);
    }
    case 'page':
    case 'pagepick': {
      // Turning a page changes nothing in the game: the asker's panel is drawn again at that page, with the picks kept.
      if (ephemeralSource) await i.deferUpdate();
      else await i.deferReply({ flags: MessageFlags.Ephemeral });
      const own = await ownPrompt(id.prompt);
      const before = own ? decodePicked(id.picked, own.options.length) : null;
      const chosen = id.kind === 'pagepick' && own && i.isStringSelectMenu() ? i.values.map((v) => own.options.findIndex((o) => o.value === v)).filter((k) => k >= 0) : [];
      const picked = before && id.kind === 'pagepick' ? repick(before, id.page, chosen) : (before ?? []);
      const r = await privatePanel(runner, pictures, channelId, id.instance, actor, '', { prompt: id.prompt, page: id.page, picked });
      await i.editReply(r.ok ? r.value : { content: r.error.message, components: [], embeds: [], files: [] });
      return;
    }
    case 'undo': {
      // Pressed on the private panel, it redraws that panel with the step taken back; from anywhere else, it answers privately.
      if (ephemeralSource) await i.deferUpdate();
      else await i.deferReply({ flags: MessageFlags.Ephemeral });
      const r = await runner.undo(channelId, actor, id.instance);
      if (!r.ok) {
        if (ephemeralSource) return void (await refuse(r.error.message));
        return void (await i.editReply({ content: r.error.message }));
      }
      const panel = await panelFor(pictures, r.value.session, modules.get(r.value.session.game)!, actor, r.value.said);
      await i.editReply(panel.ok ? panel.value : { content: panel.error.message, components: [], embeds: [], files: [] });
      return;
    }
    case 'aside': {
      if (ephemeralSource) await i.deferUpdate();
      else await i.deferReply({ flags: MessageFlags.Ephemeral });
      const r = await runner.autoAside(channelId, id.instance, actor, id.verb === 'on');
      if (!r.ok) return void (await (ephemeralSource ? refuse(r.error.message) : i.editReply({ content: r.error.message })));
      const note = id.verb === 'on'
        ? 'You will stand aside automatically in a secret window where you can play nothing. Nobody else can tell.'
        : 'You will be asked in every secret window again.';
      const panel = await panelFor(pictures, r.value, modules.get(r.value.game)!, actor, note);
      await i.editReply(panel.ok ? panel.value : { content: panel.error.message, components: [], embeds: [], files: [] });
      return;
    }
    case 'open':
    case 'hand': {
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      const r = await privatePanel(runner, pictures, channelId, id.instance, actor);
      await i.editReply(r.ok ? r.value : { content: r.error.message });
      return;
    }
    case 'end': {
      // The confirm buttons belong on the private "End this game?" reply. Arriving from any
      // other message, the id must not overwrite that message: the answer goes out privately.
      if (ephemeralSource) await i.deferUpdate();
      else await i.deferReply({ flags: MessageFlags.Ephemeral });
      const tell = (content: string) => i.editReply(ephemeralSource ? { content, components: [] } : { content });
      if (id.verb === 'no') return void (await tell('The game goes on.'));
      const r = await runner.end(channelId, id.instance, actor);
      await tell(r.ok ? r.value : r.error.message);
      return;
    }
    case 'rematch': {
      if (id.verb === 'ask') {
        await i.deferReply({ flags: MessageFlags.Ephemeral });
        const r = await runner.rematch(channelId, id.instance, actor);
        await i.editReply({ content: r.ok ? (r.value.phase === 'lobby' ? 'The rematch lobby is open. It starts once every player has accepted.' : 'The rematch has started.') : r.error.message });
        return;
      }
      await i.deferUpdate();
      const r = await runner.rematchAnswer(channelId, id.instance, actor, id.verb);
      if (!r.ok) return void (await refuse(r.error.message));
      const mod = modules.get(r.value.game)!;
      await i.editReply(r.value.phase === 'lobby' ? lobbyPayload(r.value, mod) : closedLobbyPayload(r.value, mod.engine, 'started'));
      return;
    }
    case 'newgame': {
      if (id.verb === 'menu') return void (await i.reply({ ...newGameMenu(id.instance, modules), flags: MessageFlags.Ephemeral }));
      await i.deferUpdate();
      const game = i.isStringSelectMenu() ? (i.values[0] ?? '') : '';
      const r = await runner.newLobby({ channelId, guildId: i.guildId, actor, game, options: {}, timerSeconds: null });
      const said = r.ok ? `The ${modules.get(game)!.engine.name} lobby is open in this channel.` : r.error.message;
      // The menu is the presser's private message; from anywhere else the answer goes out privately.
      if (ephemeralSource) await i.editReply({ content: said, components: [] });
      else await refuse(said);
      return;
    }
    case 'expiry': {
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      const r = await runner.expiry(channelId, id.instance, actor, id.verb);
      await i.editReply({ content: r.ok ? r.value : r.error.message });
      return;
    }
  }
}
