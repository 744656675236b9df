import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../bot-context';
import { PING_WAYS, pingWayOf, setPingWay, type PingWay } from '../../channel/notify-prefs';

/** /game notify: whether your turn pings come in the game's channel, by DM, or both; kept for you on every server. */
export const name = 'notify';

const WORDS: Record<PingWay, string> = {
  channel: 'in the channel',
  dm: 'by DM (in the channel instead while the bot cannot DM you)',
  both: 'in the channel and by DM',
};

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
  if (chosen === null) {
    const way = await pingWayOf(ctx.store, i.user.id);
    return void (await i.editReply({ content: `Your turn pings come ${WORDS[way]}. Change it with /game notify pings:…` }));
  }
  const way = PING_WAYS.find((w) => w === chosen);
  if (!way) return void (await i.editReply({ content: `There is no ping choice ${JSON.stringify(chosen)}: take channel, dm or both.` }));
  try {
    await setPingWay(ctx.store, i.user.id, way);
  } catch (err) {
    ctx.log.warn({ err, userId: i.user.id }, 'saving a ping choice failed');
    return void (await i.editReply({ content: 'Your choice could not be saved just now; nothing changed. Try again in a moment.' }));
  }
  await i.editReply({ content: `Done: from your next turn on, your turn pings come ${WORDS[way]}, in every game on every server.` });
}
