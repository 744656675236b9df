import { InteractionContextType, SlashCommandBuilder, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { actorOf } from '../input/actor';
import type { AnyEngine } from '../../engine/types';
import type { SlashCommand } from './command';
import { seatOfUser } from '../../platform/table/seat-names';
import { localesOf, refusalFor } from '../input/language';
import { say } from '../../words/say';

/**
 * A game's typed shortcuts (`/tp play card:… at:C4`) as one command with a subcommand each. They reach
 * the same decisions as the buttons: the engine plans the answers, the table runner applies them.
 */
export const shortcuts: SlashCommand = {
  data: (modules) => [...modules.values()].flatMap((m) => (m.engine.shortcuts ? [build(m.engine.shortcuts)] : [])),
  handles: (name, modules) => [...modules.values()].some((m) => m.engine.shortcuts?.command === name),
  async execute(i, ctx) {
    const args: Record<string, string | number> = {};
    for (const o of i.options.data[0]?.options ?? []) if (typeof o.value === 'string' || typeof o.value === 'number') args[o.name] = o.value;
    const r = await ctx.runner.shortcut(i.channelId, actorOf(i), i.commandName, i.options.getSubcommand(), args);
    await i.editReply({ content: r.ok ? say((await localesOf(i, ctx.store)).private, r.value) : await refusalFor(i, ctx.store, r.error) });
  },
  /** Choices for a shortcut option, from the asking player's own view of the game. */
  async autocomplete(i, ctx) {
    const focused = i.options.getFocused(true);
    const g = await ctx.runner.read(i.channelId);
    if (g.kind !== 'ok' || g.session.phase !== 'playing') return void (await i.respond([]));
    const cuts = g.mod.engine.shortcuts;
    const cut = cuts?.command === i.commandName ? cuts.list.find((c) => c.name === i.options.getSubcommand()) : undefined;
    const p = seatOfUser(g.session, i.user.id);
    if (!cut?.complete || !p) return void (await i.respond([]));
    const choices = cut.complete(g.session.state, p, focused.name, String(focused.value));
    await i.respond(choices.slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value.slice(0, 100) })));
  },
};

function build(sc: NonNullable<AnyEngine['shortcuts']>): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const cmd = new SlashCommandBuilder().setName(sc.command).setDescription(sc.description.slice(0, 100)).setContexts(InteractionContextType.Guild);
  for (const cut of sc.list) {
    cmd.addSubcommand((sub) => {
      sub.setName(cut.name).setDescription(cut.description.slice(0, 100));
      for (const o of cut.options) {
        if (o.kind === 'integer') sub.addIntegerOption((x) => x.setName(o.name).setDescription(o.description).setRequired(o.required).setAutocomplete(o.autocomplete));
        else sub.addStringOption((x) => x.setName(o.name).setDescription(o.description).setRequired(o.required).setAutocomplete(o.autocomplete));
      }
      return sub;
    });
  }
  return cmd.toJSON();
}
