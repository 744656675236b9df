import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../bot-context';
import { PING_WAYS, pingWayOf, setPingWay } from '../../channel/notify-prefs';
import { localesOf } from '../../input/language';
import { t } from '../../../words/translate';

/** /game notify: whether your turn pings come in the game's channel, by DM, or both; kept for you on every server. */
export const name = 'notify';


export const data = () =>
  new SlashCommandSubcommandBuilder()
    .setName(name)
    .setDescription('Choose where the bot calls you when it is your turn')
    .addStringOption((o) =>
      o.setName('pings').setDescription('Where your turn pings come; leave out to see your choice').addChoices(
        { name: 'In the channel', value: 'channel' },
        { name: 'By DM, with a link to the table', value: 'dm' },
        { name: 'Both', value: 'both' },
      ),
    );

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const chosen = i.options.getString('pings');
  const { private: own } = await localesOf(i, ctx.store);
  if (chosen === null) {
    const way = await pingWayOf(ctx.store, i.user.id);
    return void (await i.editReply({ content: t(own, 'records:notify.current', { way: t(own, `records:notify.ways.${way}`) }) }));
  }
  const way = PING_WAYS.find((w) => w === chosen);
  if (!way) return void (await i.editReply({ content: t(own, 'records:notify.noSuch', { choice: JSON.stringify(chosen) }) }));
  try {
    await setPingWay(ctx.store, i.user.id, way);
  } catch (err) {
    ctx.log.warn({ err, userId: i.user.id }, 'saving a ping choice failed');
    return void (await i.editReply({ content: t(own, 'records:notify.notSaved') }));
  }
  await i.editReply({ content: t(own, 'records:notify.done', { way: t(own, `records:notify.ways.${way}`) }) });
}
