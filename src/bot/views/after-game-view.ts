import { ButtonStyle, ComponentType, type APIEmbed, type MessageCreateOptions } from 'discord.js';
import type { GameModule, ModuleRegistry } from '../../platform/module';
import type { AnyEngine } from '../../engine/types';
import { tableViewOf } from '../../platform/view/table-view-model';
import type { Session } from '../../platform/session-schema';
import { button, row, type Row } from './components';
import { encodeCustomId } from './custom-id';
import { lobbyTermLines } from './lobby-terms';

/** What follows a game: the final table's Rematch and New game, the rematch lobby, the private menu of games. */

type Payload = Pick<MessageCreateOptions, 'content' | 'embeds' | 'components' | 'files' | 'allowedMentions'>;

const COLOR = 0x2f7d5b;

/** The final table's buttons: any player of it may ask for a rematch, anyone may open a new game. */
export function afterGameRow(s: Session, engine: AnyEngine): Row {
  // A learning game leads to a real one: its own lobby first.
  if (s.learning) {
    return row(
      button(encodeCustomId({ kind: 'newgame', instance: s.instance, verb: 'same' }), `Open a real ${engine.name} lobby`, ButtonStyle.Primary),
      button(encodeCustomId({ kind: 'newgame', instance: s.instance, verb: 'menu' }), 'Another game'),
    );
  }
  return row(
    button(encodeCustomId({ kind: 'rematch', instance: s.instance, verb: 'ask' }), 'Rematch', ButtonStyle.Primary),
    button(encodeCustomId({ kind: 'newgame', instance: s.instance, verb: 'menu' }), 'New game'),
  );
}

/** A rematch lobby: who has accepted and who is awaited; those awaited are called by name. */
export function rematchLobbyPayload(s: Session, mod: GameModule): Payload {
  const waiting = tableViewOf(s).awaitingRematch();
  const seats = s.seats.map((x, i) => `${i + 1}. ${x.name}${x.control === 'ai' ? '' : waiting.includes(x.userId) ? ' · waiting' : ' · ✅ accepted'}`).join('\n');
  const embed: APIEmbed = {
    title: `${mod.engine.name}: rematch`,
    color: COLOR,
    description: [`The same seats, options and pace, a new deal. It starts by itself once every player has accepted. If one declines, it opens to anyone, and only those who accepted keep their seats.\n\n${seats}`, '', ...lobbyTermLines(s)].join('\n'),
    footer: { text: `table ${s.instance}` },
  };
  const id = (verb: 'accept' | 'decline') => encodeCustomId({ kind: 'rematch', instance: s.instance, verb });
  return {
    content: waiting.length ? `Rematch? ${waiting.map((u) => `<@${u}>`).join(' ')}` : '',
    embeds: [embed],
    components: [row(
      button(id('accept'), 'Accept', ButtonStyle.Success),
      button(id('decline'), 'Decline'),
      button(encodeCustomId({ kind: 'lobby', instance: s.instance, verb: 'cancel' }), 'Cancel', ButtonStyle.Danger),
    )],
    files: [],
    allowedMentions: { users: waiting },
  };
}

/** The private menu of games the New game button opens. */
export function newGameMenu(instance: string, modules: ModuleRegistry): Pick<Payload, 'content' | 'components'> {
  return {
    content: 'Which game? The lobby opens in this channel with each game\'s usual options (use /game new to choose others).',
    components: [row({
      type: ComponentType.StringSelect,
      custom_id: encodeCustomId({ kind: 'newgame', instance, verb: 'pick' }),
      placeholder: 'Choose a game…',
      options: [...modules.values()].map((m) => ({ label: m.engine.name, value: m.engine.id })),
    } as Row['components'][number])],
  };
}
