import { ChannelType, SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../bot-context';
import { actorOf } from '../../input/actor';
import { quote } from '../../../platform/words/quote';
import { MAX_DECISION_HOURS, MAX_TIMER_MINUTES, readServerSettings, settingsChangeRefusal, settingsText, updateServerSettings, type SettingsChange, type Where } from '../../../platform/lobby/server-settings';
import { botLacksForThreads } from '../../input/bot-permissions';
import { PACES } from '../../../platform/slow-pace-schema';
import { SERVER_LANGUAGES, type ServerLanguage } from '../../../words/locales';
import { localesOf, refusalFor } from '../../input/language';
import { sayTable } from '../../../platform/words/table-words';
import { listIn, t } from '../../../words/translate';

/** /game settings [pace] [timer] [decision] [allow_channel] [remove_channel] [any_channel] [dms] [tables] [language]: the server's defaults for its games. */
export const name = 'settings';

export const data = () =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription("Show or change this server's game settings (changing needs Manage Server)")
    .addStringOption((o) => o.setName('pace').setDescription('Pace of new games').addChoices(...PACES.map((p) => ({ name: p, value: p }))))
    .addIntegerOption((o) => o.setName('timer').setDescription('Live games: turn timer in minutes (0: off)').setMinValue(0).setMaxValue(MAX_TIMER_MINUTES))
    .addIntegerOption((o) => o.setName('decision').setDescription('Slow games: hours per decision').setMinValue(1).setMaxValue(MAX_DECISION_HOURS))
    .addChannelOption((o) => o.setName('allow_channel').setDescription('Add a channel to those that may host games').addChannelTypes(ChannelType.GuildText))
    .addChannelOption((o) => o.setName('remove_channel').setDescription('Take a channel off that list').addChannelTypes(ChannelType.GuildText))
    .addBooleanOption((o) => o.setName('any_channel').setDescription('True: clear the list, so any channel may host games'))
    .addBooleanOption((o) => o.setName('dms').setDescription('May the bot DM players? (false: hands via /game hand only)'))
    .addStringOption((o) => o.setName('tables').setDescription('Where games are played once they start: in the channel, or each in a thread of its own').addChoices({ name: 'channel', value: 'channel' }, { name: 'thread', value: 'thread' }))
    .addStringOption((o) => o.setName('language').setDescription('The language tables speak here; each person reads their own replies in theirs').addChoices(...SERVER_LANGUAGES.map((l) => ({ name: t('en', `commands:game/settings/language.choices.${l}`), value: l }))));

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const given = i.options.data[0]?.options ?? [];
  if (!given.length) {
    const current = await readServerSettings(ctx.store, i.guildId);
    const { private: own } = await localesOf(i, ctx.store);
    return void (await i.editReply({ content: `${sayTable(own, 'settings.current')}\n${settingsText(current, own)}`, allowedMentions: { parse: [] } }));
  }
  const refused = settingsChangeRefusal(actorOf(i), i.guildId);
  if (refused) return void (await i.editReply({ content: await refusalFor(i, ctx.store, refused) }));
  const asked = i.options.getString('pace');
  const pace = PACES.find((p) => p === asked);
  if (asked !== null && !pace) {
    const { private: own } = await localesOf(i, ctx.store);
    return void (await i.editReply({ content: sayTable(own, 'settings.noPace', { pace: quote(asked, 80, own), paces: listIn(own, 'or', PACES.map((p) => t(own, `commands:game/settings/pace.choices.${p}`))) }) }));
  }
  const change: SettingsChange = {
    ...(pace ? { pace } : {}),
    ...optional('timerMinutes', i.options.getInteger('timer')),
    ...optional('decisionHours', i.options.getInteger('decision')),
    ...optional('allowChannel', i.options.getChannel('allow_channel')?.id ?? null),
    ...optional('removeChannel', i.options.getChannel('remove_channel')?.id ?? null),
    ...optional('anyChannel', i.options.getBoolean('any_channel')),
    ...optional('dms', i.options.getBoolean('dms')),
    ...optional('tables', tablesOf(i.options.getString('tables'))),
    ...optional('language', languageOf(i.options.getString('language'))),
  };
  const saved = await updateServerSettings(ctx.store, i.guildId!, change);
  ctx.log.info({ guildId: i.guildId, by: i.user.id, change }, 'server settings changed');
  // Read after the save: the asker reads the reply in their own language, and the tables speak the server's new one.
  const { private: own, public: spoken } = await localesOf(i, ctx.store);
  // A new language is the server's at once: its open lobbies and games speak it from their next message, shown again
  // now (a game played on would otherwise keep a language its server no longer speaks); finished games keep theirs.
  const moved = change.language ? await ctx.runner.speak(i.guildId!, spoken) : 0;
  const spoke = change.language ? `\n${sayTable(own, 'settings.tablesSpeak', { count: moved, language: sayTable(own, `settings.languages.${spoken}`) })}` : '';
  // Said where it is set: a game asked for in a thread is played in the channel where the bot cannot open one.
  const lacks = saved.tables === 'thread' ? botLacksForThreads(i) : [];
  const warn = lacks.length ? `\n${sayTable(own, 'settings.threadLacks', { count: lacks.length, lacks: listIn(own, 'and', lacks) })}` : '';
  await i.editReply({ content: `${sayTable(own, 'settings.saved')}\n${settingsText(saved, own)}${spoke}${warn}`, allowedMentions: { parse: [] } });
}

const tablesOf = (v: string | null): Where | null => (v === 'thread' || v === 'channel' ? v : null);
const languageOf = (v: string | null): ServerLanguage | null => SERVER_LANGUAGES.find((l) => l === v) ?? null;

/** A field of the change only when its option was given (exactOptionalPropertyTypes keeps undefined out). */
function optional<K extends keyof SettingsChange>(key: K, value: SettingsChange[K] | null): Partial<SettingsChange> {
  return value === null || value === undefined ? {} : { [key]: value };
}
