import { ButtonStyle, ComponentType, type APIEmbed, type MessageCreateOptions } from 'discord.js';
import { say } from '../../words/say';
import type { GameModule, ModuleRegistry } from '../../platform/module';
import type { AnyEngine } from '../../engine/types';
import { tableViewOf } from '../../platform/view/table-view-model';
import type { Session } from '../../platform/session-schema';
import { button, row, type Row } from './components';
import { encodeCustomId } from './custom-id';
import { lobbyTermLines } from './lobby-terms';
import { sayTable } from '../../platform/words/table-words';
import type { Language } from '../../words/locales';

/** What follows a game: the final table's Rematch and New game, the rematch lobby, the private menu of games. */

type Payload = Pick<MessageCreateOptions, 'content' | 'embeds' | 'components' | 'files' | 'allowedMentions'>;

const COLOR = 0x2f7d5b;

/** The final table's buttons: any player of it may ask for a rematch, anyone may open a new game. */
export function afterGameRow(s: Session, engine: AnyEngine): Row {
  const w = (key: string, params = {}) => sayTable(s.language, key, params);
  // A learning game leads to a real one: its own lobby first.
  if (s.learning) {
    return row(
      button(encodeCustomId({ kind: 'newgame', instance: s.instance, verb: 'same' }), w('afterGame.realLobby', { game: engine.name }), ButtonStyle.Primary),
      button(encodeCustomId({ kind: 'newgame', instance: s.instance, verb: 'menu' }), w('afterGame.anotherGame')),
    );
  }
  return row(
    button(encodeCustomId({ kind: 'rematch', instance: s.instance, verb: 'ask' }), w('afterGame.rematch'), ButtonStyle.Primary),
    button(encodeCustomId({ kind: 'newgame', instance: s.instance, verb: 'menu' }), w('afterGame.newGame')),
  );
}

/** A rematch lobby: who has accepted and who is awaited; those awaited are called by name. */
export function rematchLobbyPayload(s: Session, mod: GameModule): Payload {
  const waiting = tableViewOf(s).awaitingRematch();
  const w = (key: string, params = {}) => sayTable(s.language, key, params);
  const seats = s.seats.map((x, i) => `${i + 1}. ${x.name}${x.control === 'ai' ? '' : waiting.includes(x.userId) ? w('afterGame.waiting') : w('afterGame.accepted')}`).join('\n');
  const embed: APIEmbed = {
    title: w('afterGame.rematchTitle', { game: mod.engine.name }),
    color: COLOR,
    description: [`${w('afterGame.rematchAbout')}\n\n${seats}`, '', ...lobbyTermLines(s)].join('\n'),
    footer: { text: w('table.footerId', { table: s.instance }) },
  };
  const id = (verb: 'accept' | 'decline') => encodeCustomId({ kind: 'rematch', instance: s.instance, verb });
  return {
    content: waiting.length ? w('afterGame.rematchCall', { people: waiting.map((u) => `<@${u}>`).join(' ') }) : '',
    embeds: [embed],
    components: [row(
      button(id('accept'), w('afterGame.accept'), ButtonStyle.Success),
      button(id('decline'), w('afterGame.decline')),
      button(encodeCustomId({ kind: 'lobby', instance: s.instance, verb: 'cancel' }), w('lobby.cancel'), ButtonStyle.Danger),
    )],
    files: [],
    allowedMentions: { users: waiting },
  };
}

/** The private menu of games the New game button opens, in the presser's language. */
export function newGameMenu(instance: string, modules: ModuleRegistry, language: Language): Pick<Payload, 'content' | 'components'> {
  return {
    content: sayTable(language, 'afterGame.whichGame'),
    components: [row({
      type: ComponentType.StringSelect,
      custom_id: encodeCustomId({ kind: 'newgame', instance, verb: 'pick' }),
      placeholder: sayTable(language, 'afterGame.chooseGame'),
      options: [...modules.values()].map((m) => ({ label: say(language, m.engine.name), value: m.engine.id })),
    } as Row['components'][number])],
  };
}
