import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  EmbedBuilder,
  MessageFlags,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Client,
  type Interaction,
  type StringSelectMenuInteraction,
} from 'discord.js';

/** A 1×1 PNG, so the attachment path is exercised with real image bytes. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** What the bot saw, for assertions about values discord.js handed back to it. */
export const observed = { pickResponseMessageId: null as string | null };

export const sampleCommands = [
  new SlashCommandBuilder().setName('followups').setDescription('Deferred ephemeral reply with follow-ups'),
  new SlashCommandBuilder().setName('board').setDescription('Show the board'),
  new SlashCommandBuilder().setName('secret').setDescription('Something only you see'),
  new SlashCommandBuilder().setName('pick').setDescription('Choose a policy'),
  new SlashCommandBuilder()
    .setName('dm')
    .setDescription('Send someone a DM')
    .addUserOption((o) => o.setName('target').setDescription('Who').setRequired(true)),
  new SlashCommandBuilder().setName('announce').setDescription('Post and edit a channel message'),
  new SlashCommandBuilder()
    .setName('game')
    .setDescription('Games')
    .addSubcommand((s) =>
      s
        .setName('new')
        .setDescription('Start a game')
        .addStringOption((o) => o.setName('name').setDescription('Game').setRequired(true).setAutocomplete(true))
        .addIntegerOption((o) => o.setName('players').setDescription('Seats').setMinValue(2).setMaxValue(6))
        .addBooleanOption((o) => o.setName('public').setDescription('Open to all')),
    ),
  new SlashCommandBuilder().setName('toolong').setDescription('Break the content limit'),
  new SlashCommandBuilder().setName('rows').setDescription('Break the action row limit'),
].map((c) => c.toJSON());

function buttonsRow(): ActionRowBuilder<ButtonBuilder> {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId('roll').setLabel('Roll').setStyle(ButtonStyle.Primary),
    new ButtonBuilder().setCustomId('pass').setLabel('Pass').setStyle(ButtonStyle.Secondary),
  );
}

async function onCommand(interaction: ChatInputCommandInteraction): Promise<void> {
  switch (interaction.commandName) {
    case 'board': {
      await interaction.deferReply();
      const file = new AttachmentBuilder(PNG_1X1, { name: 'board.png' });
      const embed = new EmbedBuilder().setTitle('Round 1').setImage('attachment://board.png');
      await interaction.editReply({ content: 'Your move', files: [file], embeds: [embed], components: [buttonsRow()] });
      return;
    }
    case 'secret': {
      const row = new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('peek').setLabel('Peek').setStyle(ButtonStyle.Primary));
      await interaction.reply({ content: 'only you', components: [row], flags: MessageFlags.Ephemeral });
      return;
    }
    case 'pick': {
      const menu = new StringSelectMenuBuilder()
        .setCustomId('policy')
        .setPlaceholder('Choose a policy')
        .addOptions({ label: 'Carbon tax', value: 'tax' }, { label: 'Subsidies', value: 'subsidy' });
      const response = await interaction.reply({ content: 'Pick one', components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)], withResponse: true });
      observed.pickResponseMessageId = response.resource?.message?.id ?? null;
      return;
    }
    case 'dm': {
      const target = interaction.options.getUser('target', true);
      try {
        const ack = new ButtonBuilder().setCustomId('ack').setLabel('Got it').setStyle(ButtonStyle.Success);
        await target.send({ content: 'Your hand: 3 cards', components: [new ActionRowBuilder<ButtonBuilder>().addComponents(ack)] });
        await interaction.reply({ content: `DM sent to ${target.username}`, flags: MessageFlags.Ephemeral });
      } catch (error) {
        const code = error instanceof DiscordAPIError ? error.code : 'unknown';
        await interaction.reply({ content: `cannot DM ${target.username} (${code})`, flags: MessageFlags.Ephemeral });
      }
      return;
    }
    case 'announce': {
      await interaction.reply({ content: 'announcing', flags: MessageFlags.Ephemeral });
      const channel = interaction.channel;
      if (!channel?.isSendable()) throw new Error('channel not sendable');
      const message = await channel.send('Game starting');
      await message.edit('Game started');
      return;
    }
    case 'game': {
      const name = interaction.options.getString('name', true);
      const players = interaction.options.getInteger('players') ?? 4;
      const open = interaction.options.getBoolean('public') ?? false;
      await interaction.reply(`${interaction.options.getSubcommand()} ${name} for ${players} (${open ? 'public' : 'private'})`);
      return;
    }
    case 'followups': {
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await interaction.followUp('first');
      const second = await interaction.followUp({ content: 'second', flags: MessageFlags.Ephemeral });
      await interaction.editReply('first, edited');
      await interaction.webhook.editMessage(second, { content: 'second, edited' });
      const original = await interaction.fetchReply();
      await interaction.followUp({ content: `original is ${original.id}`, flags: MessageFlags.Ephemeral });
      return;
    }
    case 'toolong': {
      try {
        await interaction.reply('x'.repeat(2001));
      } catch {
        await interaction.reply('fallback');
      }
      return;
    }
    case 'rows': {
      const rows = Array.from({ length: 6 }, (_, i) =>
        new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId(`r${i}`).setLabel(`Row ${i}`).setStyle(ButtonStyle.Secondary)),
      );
      try {
        await interaction.reply({ content: 'rows', components: rows });
      } catch {
        await interaction.reply('fallback');
      }
      return;
    }
  }
}

async function onButton(interaction: ButtonInteraction): Promise<void> {
  switch (interaction.customId) {
    case 'roll':
      await interaction.deferUpdate();
      await interaction.editReply({ content: 'Rolled a 4' });
      return;
    case 'pass':
      await interaction.deferUpdate();
      await interaction.message.edit({ content: 'Passed', components: [] });
      return;
    case 'peek':
      await interaction.update({ content: 'peeked', components: [] });
      return;
    case 'ack':
      await interaction.update({ content: `acknowledged by ${interaction.user.username}`, components: [] });
      return;
  }
}

async function onSelect(interaction: StringSelectMenuInteraction): Promise<void> {
  await interaction.update({ content: `Chose ${interaction.values.join(',')}`, components: [] });
}

/** A miniature game bot with one handler per interaction shape the fake server supports. */
export function attachSampleBot(client: Client): void {
  client.on('interactionCreate', (interaction: Interaction) => {
    const run = async (): Promise<void> => {
      if (interaction.isChatInputCommand()) await onCommand(interaction);
      else if (interaction.isButton()) await onButton(interaction);
      else if (interaction.isStringSelectMenu()) await onSelect(interaction);
      else if (interaction.isAutocomplete()) {
        const typed = interaction.options.getFocused();
        await interaction.respond(['climate', 'cities', 'carbon'].filter((g) => g.startsWith(typed)).map((g) => ({ name: g, value: g })));
      }
    };
    run().catch((error: unknown) => client.emit('error', error instanceof Error ? error : new Error(String(error))));
  });
}
