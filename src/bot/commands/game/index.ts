import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { SlashCommand, Subcommand } from '../command';
import { localesOf } from '../../input/language';
import { t } from '../../../words/translate';
import * as card from './reference/card';
import * as end from './end';
import * as hand from './hand';
import * as history from './records/history';
import * as kick from './kick';
import * as learn from './learn';
import * as leaderboard from './records/leaderboard';
import * as log from './log';
import * as newGame from './new';
import * as notify from './notify';
import * as replay from './records/replay';
import * as rules from './reference/rules';
import * as settings from './settings';
import * as stats from './records/stats';
import * as status from './status';
import * as undo from './undo';
import * as view from './view';

/** /game and its subcommands, one file each; this order is the order Discord lists them in. */
const subcommands: readonly Subcommand[] = [newGame, learn, hand, status, view, log, rules, card, undo, notify, end, kick, history, stats, leaderboard, replay, settings];

export const game: SlashCommand = {
  data(modules) {
    const cmd = new SlashCommandBuilder().setName('game').setDescription('Play a board game in this channel').setContexts(InteractionContextType.Guild);
    for (const sub of subcommands) cmd.addSubcommand(sub.data(modules));
    return [cmd.toJSON()];
  },
  handles: (name) => name === 'game',
  async execute(i, ctx) {
    const sub = subcommands.find((s) => s.name === i.options.getSubcommand());
    if (!sub) return void (await i.editReply({ content: t((await localesOf(i, ctx.store)).private, 'table:unknownSubcommand') }));
    await sub.execute(i, ctx);
  },
  async autocomplete(i, ctx) {
    // /game new completes its games' choices, /game rules its topic.
    const sub = subcommands.find((s) => s.name === i.options.getSubcommand(false));
    await (sub?.autocomplete ?? rules.autocomplete)(i, ctx);
  },
};
