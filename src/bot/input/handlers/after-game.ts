import { MessageFlags } from 'discord.js';
import { newGameMenu } from '../../views/after-game-view';
import { lobbyPayload } from '../../views/table-view';
import { startedLobbyPayload } from '../../views/thread-view';
import type { Handler } from './handler';
import { either, plain, refuse } from './replies';
import { botLacks, botLacksForThreads } from '../bot-permissions';
import { refusal, refusalText } from '../../../platform/words/refusals';
import { sayTable } from '../../../platform/words/table-words';

/** The final table's Rematch opens a rematch lobby (answered privately); that lobby's Accept and Decline redraw it in place. */
export const rematch: Handler<'rematch'> = {
  mode: (id) => (id.verb === 'ask' ? 'reply-privately' : 'update'),
  async run(i, id, c) {
    const { runner, modules } = c.ctx;
    if (id.verb === 'ask') {
      const r = await runner.rematch(c.channelId, id.instance, c.actor, botLacks(i), botLacksForThreads(i), c.publicLanguage);
      const said = either(c, r, (s) => sayTable(c.language, s.phase === 'lobby' ? 'afterGame.rematchOpen' : 'afterGame.rematchStarted'), (message) => message);
      return void (await i.editReply(plain(said)));
    }
    const r = await runner.rematchAnswer(c.channelId, id.instance, c.actor, id.verb);
    await either(c, r, (s) => {
      const mod = modules.get(s.game)!;
      return i.editReply(s.phase === 'lobby' ? lobbyPayload(s, mod) : startedLobbyPayload(s, mod.engine, c.channelId));
    }, (message) => refuse(i, message));
  },
};

/**
 * The final table's New game: 'menu' offers the games privately at once, 'pick' (that menu) opens the chosen game's
 * lobby; 'same' (a learning game's end) opens a real lobby of the game just learnt.
 */
export const newGame: Handler<'newgame'> = {
  mode: (id) => (id.verb === 'menu' ? 'reply-now' : id.verb === 'same' ? 'reply-privately' : 'update'),
  async run(i, id, c) {
    const { runner, modules } = c.ctx;
    if (id.verb === 'menu') return void (await i.reply({ ...newGameMenu(id.instance, modules, c.language), flags: MessageFlags.Ephemeral }));
    const here = id.verb === 'same' ? await runner.read(c.channelId) : null;
    const game = here ? (here.kind === 'ok' && here.session.instance === id.instance ? here.session.game : '') : i.isStringSelectMenu() ? (i.values[0] ?? '') : '';
    if (here && !game) return void (await refuse(i, refusalText(refusal('stale', 'rematch'), c.language)));
    const r = await runner.newLobby({ channelId: c.channelId, guildId: i.guildId, actor: c.actor, botLacks: botLacks(i), threadLacks: botLacksForThreads(i), language: c.publicLanguage, game, options: {}, timerSeconds: null });
    const said = either(c, r, () => sayTable(c.language, 'afterGame.lobbyOpen', { game: modules.get(game)!.engine.name }), (message) => message);
    // The menu is the presser's private message; from anywhere else the answer goes out privately.
    if (c.onPrivate) await i.editReply(plain(said));
    else await refuse(i, said);
  },
};
