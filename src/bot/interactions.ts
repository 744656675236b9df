import { randomBytes } from 'node:crypto';
import { quote } from './quote';
import {
  MessageFlags,
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { Logger } from 'pino';
import { TIMER_OPTION } from '../../commands/game';
import type { ModuleRegistry } from '../platform/module';
import { seatOfUser, visibleLog } from '../platform/session';
import { decodeCustomId } from './custom-id';
import { button, row } from './components';
import { encodeCustomId } from './custom-id';
import type { Actor, GameService } from './game-service';
import { StoreUnreachableError } from '../store/deadline';
import { RateLimiter } from './rate-limit';

/**
 * Turns Discord interactions into service calls and service answers into replies.
 * Every path acknowledges first (defer), so the 3-second window holds even when a render is slow.
 */

function actorOf(i: Interaction): Actor {
  const member = i.member;
  const display = member && 'displayName' in member ? member.displayName : (member as { nick?: string | null } | null)?.nick;
  return {
    userId: i.user.id,
    name: display ?? i.user.globalName ?? i.user.username,
    canManage: Boolean(i.memberPermissions?.has(PermissionFlagsBits.ManageChannels)),
  };
}

export function createInteractionHandler(svc: GameService, modules: ModuleRegistry, root: Logger, limiter = new RateLimiter()) {
  const shortcutCommands = new Set([...modules.values()].flatMap((m) => (m.engine.shortcuts ? [m.engine.shortcuts.command] : [])));

  const inFlight = new Set<Promise<void>>();
  /** Resolves when every interaction that has arrived so far is fully handled (for shutdown and tests). */
  const settled = async (): Promise<void> => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };
  const handle = (i: Interaction): Promise<void> => {
    const p = onInteraction(i).finally(() => inFlight.delete(p));
    inFlight.add(p);
    return p;
  };
  return { handle, settled };

  async function onInteraction(i: Interaction): Promise<void> {
    const log = root.child({ interactionId: i.id, guildId: i.guildId, channelId: i.channelId, userId: i.user.id });
    const startedAt = performance.now();
    try {
      if (i.isChatInputCommand() && !limiter.take(i.user.id)) {
        await i.reply({ content: 'You are sending commands faster than the table can take them: wait a few seconds and try again.', flags: MessageFlags.Ephemeral });
        return;
      }
      if (i.isChatInputCommand()) await onCommand(i);
      else if (i.isAutocomplete()) await onAutocomplete(i);
      else if (i.isButton() || i.isStringSelectMenu()) await onComponent(i, log);
      log.debug({ ms: Math.round(performance.now() - startedAt) }, 'interaction handled');
    } catch (err) {
      const errorId = randomBytes(4).toString('hex');
      const storeDown = err instanceof StoreUnreachableError;
      log.error({ err, errorId }, storeDown ? 'game store unreachable' : 'interaction failed');
      const content = storeDown
        ? `The game store cannot be reached right now, so nothing was changed (error id \`${errorId}\`). Your game is safe: try again in a moment.`
        : `Sorry, something went wrong on my side (error id \`${errorId}\`). Your game is safe; please try again.`;
      if (!i.isRepliable()) return;
      try {
        if (i.deferred || i.replied) await i.followUp({ content, flags: MessageFlags.Ephemeral });
        else await i.reply({ content, flags: MessageFlags.Ephemeral });
      } catch (e) {
        log.warn({ err: e, errorId }, 'could not report the error to the user');
      }
    }
  }

  async function onShortcut(i: ChatInputCommandInteraction): Promise<void> {
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    const args: Record<string, string | number> = {};
    for (const o of i.options.data[0]?.options ?? []) if (typeof o.value === 'string' || typeof o.value === 'number') args[o.name] = o.value;
    const r = await svc.shortcut(i.channelId, actorOf(i), i.commandName, i.options.getSubcommand(), args);
    await i.editReply({ content: r.ok ? r.value : r.message });
  }

  async function onCommand(i: ChatInputCommandInteraction): Promise<void> {
    if (shortcutCommands.has(i.commandName)) return onShortcut(i);
    if (i.commandName !== 'game') return;
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    const channelId = i.channelId;
    const actor = actorOf(i);
    const say = (r: { ok: true; value: string } | { ok: false; message: string }) => i.editReply({ content: r.ok ? r.value : r.message });
    switch (i.options.getSubcommand()) {
      case 'new': {
        const game = i.options.getString('game', true);
        const mod = modules.get(game);
        if (!mod) return void (await i.editReply({ content: `There is no game called ${quote(game)}.` }));
        const options: Record<string, unknown> = {};
        const wrong: string[] = [];
        for (const opt of i.options.data[0]?.options ?? []) {
          if (opt.name === 'game' || opt.name === TIMER_OPTION) continue;
          if (!mod.engine.optionSpecs.some((s) => s.name === opt.name)) wrong.push(opt.name);
          else options[opt.name] = opt.value;
        }
        if (wrong.length) return void (await i.editReply({ content: `${wrong.map((w) => `\`${w}\``).join(', ')} ${wrong.length === 1 ? 'does' : 'do'} not apply to ${mod.engine.name}.` }));
        const minutes = i.options.getInteger(TIMER_OPTION) ?? 0;
        const r = await svc.newLobby({ channelId, guildId: i.guildId, actor, game, options, timerSeconds: minutes > 0 ? minutes * 60 : null });
        if (!r.ok) return void (await i.editReply({ content: r.message }));
        const messageId = await svc.io.post(channelId, r.value.payload);
        await r.value.attach(messageId);
        await i.editReply({ content: `The ${mod.engine.name} lobby is open. Players join with its Join button; you start it when everyone is in.` });
        return;
      }
      case 'hand': {
        const r = await svc.privatePanel(channelId, null, actor);
        await i.editReply(r.ok ? r.value : { content: r.message });
        return;
      }
      case 'status':
        await say(await svc.status(channelId));
        return;
      case 'log': {
        const g = await svc.read(channelId);
        if (g.kind !== 'ok') return void (await i.editReply({ content: 'There is no readable game in this channel.' }));
        const viewer = seatOfUser(g.session, actor.userId);
        const lines = visibleLog(g.session, viewer, i.options.getInteger('count') ?? 15).map((e) => `${e.n + 1}. ${e.text}`);
        await i.editReply({ content: clip(lines.length ? lines.join('\n') : 'Nothing has happened yet.') });
        return;
      }
      case 'rules': {
        const g = await svc.read(channelId);
        const topic = i.options.getString('topic');
        const mods = g.kind === 'ok' ? [modules.get(g.session.game)!] : [...modules.values()];
        const found = mods.flatMap((m) => m.engine.rules.map((r) => ({ game: m.engine.name, ...r })));
        const hits = topic ? found.filter((r) => r.topic.toLowerCase().includes(topic.toLowerCase())) : found;
        const text = hits.length ? hits.map((r) => `**${r.game}: ${r.topic}**\n${r.text}`).join('\n\n') : `No rules topic matches ${quote(topic)}. Topics: ${found.map((r) => r.topic).join(', ')}.`;
        await i.editReply({ content: clip(text) });
        return;
      }
      case 'undo':
        await say(await svc.undo(channelId, actor));
        return;
      case 'end': {
        const g = await svc.read(channelId);
        if (g.kind === 'invalid') return void (await say(await svc.end(channelId, null, actor)));
        if (g.kind === 'none') return void (await i.editReply({ content: 'There is no game in this channel.' }));
        const instance = g.session.instance;
        await i.editReply({
          content: 'End this game for everyone? This cannot be undone.',
          components: [row(button(encodeCustomId({ kind: 'end', instance, verb: 'yes' }), 'End the game', 4), button(encodeCustomId({ kind: 'end', instance, verb: 'no' }), 'Keep playing'))],
        });
        return;
      }
      case 'kick': {
        const target = i.options.getUser('player', true);
        const rep = i.options.getUser('replacement');
        const repMember = i.options.getMember('replacement');
        const repName = repMember && 'displayName' in repMember ? repMember.displayName : rep?.globalName ?? rep?.username ?? '';
        await say(await svc.kick(channelId, actor, { userId: target.id }, rep ? { userId: rep.id, name: repName } : null));
        return;
      }
      default:
        await i.editReply({ content: 'Unknown subcommand.' });
    }
  }

  async function onAutocomplete(i: AutocompleteInteraction): Promise<void> {
    if (shortcutCommands.has(i.commandName)) {
      const focused = i.options.getFocused(true);
      return void (await i.respond(await svc.shortcutChoices(i.channelId, actorOf(i), i.commandName, i.options.getSubcommand(), focused.name, String(focused.value))));
    }
    const typed = String(i.options.getFocused()).toLowerCase();
    const g = await svc.read(i.channelId);
    const mods = g.kind === 'ok' ? [modules.get(g.session.game)!] : [...modules.values()];
    const topics = [...new Set(mods.flatMap((m) => m.engine.rules.map((r) => r.topic)))];
    await i.respond(topics.filter((t) => t.toLowerCase().includes(typed)).slice(0, 25).map((t) => ({ name: t.slice(0, 100), value: t.slice(0, 100) })));
  }

  async function onComponent(i: ButtonInteraction | StringSelectMenuInteraction, log: Logger): Promise<void> {
    const id = decodeCustomId(i.customId);
    if (!id) return void (await i.reply({ content: 'This control is out of date or not one of mine.', flags: MessageFlags.Ephemeral }));
    const actor = actorOf(i);
    const channelId = i.channelId;
    const ephemeralSource = i.message.flags.has(MessageFlags.Ephemeral);
    const refuse = (message: string) => i.followUp({ content: message, flags: MessageFlags.Ephemeral });
    switch (id.kind) {
      case 'lobby': {
        await i.deferUpdate();
        const r = await svc.lobby(channelId, id.instance, actor, id.verb);
        if (!r.ok) return void (await refuse(r.message));
        await i.editReply(r.value.payload);
        return;
      }
      case 'addai': {
        await i.deferUpdate();
        const r = await svc.lobbyAi(channelId, id.instance, actor, (i as StringSelectMenuInteraction).values?.[0] ?? '');
        if (!r.ok) return void (await refuse(r.message));
        await i.editReply(r.value.payload);
        return;
      }
      case 'answer':
      case 'select': {
        await i.deferUpdate();
        // A select id arriving on a button carries no values: an empty answer, refused by the rules, not a crash.
        const values = id.kind === 'answer' ? [id.value] : i.isStringSelectMenu() ? i.values : [];
        const r = await svc.answer(channelId, id.instance, actor, { prompt: id.prompt, values });
        log.debug({ prompt: id.prompt, ok: r.ok }, 'answer');
        if (ephemeralSource) {
          // An accepted answer returns the session it saved; only a refusal needs a fresh read.
          const g = r.ok ? { kind: 'ok' as const, session: r.value.session } : await svc.read(channelId);
          const note = r.ok ? 'Answer received.' : `Not accepted: ${r.message}`;
          if (g.kind === 'ok') {
            const panel = await svc.panelFor(g.session, modules.get(g.session.game)!, actor, note);
            await i.editReply(panel.ok ? panel.value : { content: panel.message, components: [], embeds: [], files: [] });
          } else await i.editReply({ content: note, components: [], embeds: [], files: [] });
          return;
        }
        if (!r.ok) await refuse(r.message);
        return;
      }
      case 'open':
      case 'hand': {
        await i.deferReply({ flags: MessageFlags.Ephemeral });
        const r = await svc.privatePanel(channelId, id.instance, actor);
        await i.editReply(r.ok ? r.value : { content: r.message });
        return;
      }
      case 'end': {
        // The confirm buttons belong on the private "End this game?" reply. Arriving from any
        // other message, the id must not overwrite that message: the answer goes out privately.
        if (ephemeralSource) await i.deferUpdate();
        else await i.deferReply({ flags: MessageFlags.Ephemeral });
        const tell = (content: string) => i.editReply(ephemeralSource ? { content, components: [] } : { content });
        if (id.verb === 'no') return void (await tell('The game goes on.'));
        const r = await svc.end(channelId, id.instance, actor);
        await tell(r.ok ? r.value : r.message);
        return;
      }
      case 'expiry': {
        await i.deferReply({ flags: MessageFlags.Ephemeral });
        const r = await svc.expiry(channelId, id.instance, actor, id.verb);
        await i.editReply({ content: r.ok ? r.value : r.message });
        return;
      }
    }
  }
}

const clip = (s: string) => (s.length <= 1900 ? s : `${s.slice(0, 1899)}…`);
