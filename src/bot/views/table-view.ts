import { ButtonStyle, ComponentType, type APIEmbed, type MessageCreateOptions } from 'discord.js';
import type { AnyEngine, Outcome } from '../../engine/types';
import type { GameModule, Picture } from '../../platform/module';
import { pictureFile } from './picture-file';
import { firstFit, wholeParts } from '../../engine/wording';
import { say } from '../../words/say';
import type { Session } from '../../platform/session-schema';
import { optionLine } from '../../platform/words/option-words';
import { aiLevelShortName, aiLevelsOf, tableViewOf, type PublicDecisions, type PublicWindow, type TableViewModel } from '../../platform/view/table-view-model';
import { afterGameRow, rematchLobbyPayload } from './after-game-view';
import { encodeCustomId } from './custom-id';
import { button, promptRows, row, type Row } from './components';
import { lobbyTermLines } from './lobby-terms';
import { container, gallery, textDisplay, V2_FLAGS, V2_TEXT_MAX } from './v2';
import { sayTable } from '../../platform/words/table-words';
import type { Language } from '../../words/locales';

/**
 * The channel's messages, built from the session and public views only. Nothing here may read
 * `session.state`: the callers pass the public prompts and the public picture.
 */

/** A message's parts as the bot sends them; `flags` marks a Components V2 message (v2.ts), which has no content nor embeds. */
export type TablePayload = Pick<MessageCreateOptions, 'content' | 'embeds' | 'components' | 'files' | 'allowedMentions'> & { flags?: typeof V2_FLAGS };

const COLOR = 0x2f7d5b;
/** Discord's limit on a menu entry's label. */
const MENU_LABEL_MAX = 100;
const mention = (userId: string) => `<@${userId}>`;

/** The lobby, in the table's language. */
export function lobbyPayload(s: Session, mod: GameModule): TablePayload {
  if (s.rematch) return rematchLobbyPayload(s, mod);
  const engine = mod.engine;
  const w = (key: string, params = {}) => sayTable(s.language, key, params);
  const seats = s.seats.map((x, i) => `${i + 1}. ${x.name}${x.userId === s.host ? w('lobby.hostMark') : ''}`).join('\n');
  const options = engine.optionSpecs.map((o) => optionLine(o, s.options[o.name] ?? o.default, s.language)).join(' · ');
  const players = engine.minPlayers === engine.maxPlayers ? w('lobby.players', { count: engine.minPlayers }) : w('lobby.playersRange', { min: engine.minPlayers, max: engine.maxPlayers });
  const embed: APIEmbed = {
    title: w('lobby.title', { game: engine.name }),
    color: COLOR,
    description: [
      w('lobby.seats', { taken: s.seats.length, free: engine.maxPlayers - s.seats.length, players }),
      seats,
      options ? `\n${w('lobby.options', { options })}` : '',
      ...lobbyTermLines(s),
    ].join('\n'),
    footer: { text: w('lobby.footer', { host: s.seats.find((x) => x.userId === s.host)?.name ?? w('lobby.unknownHost'), table: s.instance }) },
  };
  const id = (verb: 'join' | 'leave' | 'start' | 'cancel' | 'hints') => encodeCustomId({ kind: 'lobby', instance: s.instance, verb });
  return {
    content: '',
    embeds: [embed],
    components: [
      row(button(id('join'), w('lobby.join'), ButtonStyle.Primary), button(id('leave'), w('lobby.leave')), button(id('start'), w('lobby.start'), ButtonStyle.Success), button(id('cancel'), w('lobby.cancel'), ButtonStyle.Danger), button(id('hints'), s.hints === 'on' ? w('lobby.hintsOff') : w('lobby.hintsOn'))),
      row({
        type: ComponentType.StringSelect,
        custom_id: encodeCustomId({ kind: 'addai', instance: s.instance }),
        placeholder: w('lobby.addAiPlaceholder'),
        // A level's whole label where it fits a menu option, else its short name ("strong"), the label then said below it.
        options: [
          ...aiLevelsOf(mod).map((l) => {
            const label = say(s.language, l.label);
            const short = w('lobby.addAi', { level: say(s.language, aiLevelShortName(l.level)) });
            const whole = firstFit(MENU_LABEL_MAX, [w('lobby.addAi', { level: label }), label, short]);
            return { label: whole, value: l.level, ...(whole === short && label.length <= MENU_LABEL_MAX ? { description: label } : {}) };
          }),
          { label: w('lobby.removeAi'), value: 'remove' },
        ],
      } as Row['components'][number]),
    ],
    files: [],
    allowedMentions: { parse: [] },
  };
}

/** A lobby closed, and why, in the table's language; nothing to press. */
export function closedLobbyPayload(s: Session, engine: AnyEngine, why: 'started' | 'cancelled' | 'expired'): TablePayload {
  return { content: '', embeds: [{ title: `${say(s.language, engine.name)}: ${sayTable(s.language, `lobby.closed.${why}`)}`, color: COLOR, footer: { text: sayTable(s.language, 'table.footerId', { table: s.instance }) } }], components: [], files: [], allowedMentions: { parse: [] } };
}

/** A table message replaced by a newer one, where it could not be deleted: one line to the current table, nothing to press. */
export function movedTablePayload(currentTable: string, language: Language): TablePayload {
  // The table was a V2 message, and an edit of one stays V2.
  return { flags: V2_FLAGS, components: [textDisplay(sayTable(language, 'table.moved', { link: currentTable }))], files: [], allowedMentions: { parse: [] } };
}

export interface TableInputs {
  session: Session;
  engine: AnyEngine;
  decisions: PublicDecisions;
  picture: Picture;
  summary: string;
  outcome: Outcome | null;
}

export function tablePayload(t: TableInputs): TablePayload {
  const { session: s, engine } = t;
  const v = tableViewOf(s);
  const w = (key: string, params = {}) => sayTable(s.language, key, params);
  const recent = v.recentLines(RECENT_LINES).map((e) => `• ${e}`).join('\n');
  const lastEvents = recent && `${w('table.lastEvents')}\n${recent}`;
  if (s.phase === 'ended') {
    const head = `## ${say(s.language, engine.name)}\n${endLine(s, v, t.outcome)}`;
    return tableMessage(s, head, [scoreLines(v, t.outcome), v.learningSummary(engine), onTheBoard(s.language, t.picture), lastEvents], t.picture, [afterGameRow(s, engine)]);
  }
  const { prompts, window: secret } = t.decisions;
  const only = !secret && prompts.length === 1 ? prompts[0]! : null;
  const owing = [...new Set(prompts.map((p) => p.player))];
  const waiting = owing.map((p) => `${v.seatName(p)}: ${v.named(prompts.find((x) => x.player === p)!.text)}`);
  // A secret window names nobody: who has something to decide in it is the secret itself, so its people are called
  // by DM alone (ping-routes.ts), and "Your move" names only those owing outside it. Mentions added by an edit notify
  // nobody anyway: people are called by a ping of its own (channel-tables.ts).
  const users = owing.map((p) => v.personAt(p)).filter((u): u is string => u !== null);
  const head = [
    `## ${say(s.language, engine.name)}`,
    ...(secret ? windowLines(v, secret) : []),
    owing.length > 1 || (secret && owing.length) ? `${w(secret ? 'table.alsoDeciding' : 'table.stillThinking', { count: owing.length })}\n${waiting.map((x) => `• ${x}`).join('\n')}` : owing.length ? w('table.now', { what: waiting[0]! }) : '',
    users.length ? w('table.yourMove', { people: users.map(mention).join(' ') }) : '',
  ].filter(Boolean).join('\n');
  // The state the decision rests on, each thing said once: what the options give or cost (the prompt's detail) is
  // read in their menu, in the decider's panel and under Why?, not here; a learning game's lesson is in the learner's
  // panel, one line of it here.
  const lesson = only && s.learning ? v.teachingNote(engine, only.player, only)?.wordings.at(-1) : undefined;
  const state = [t.picture.state ?? '', lesson ? v.named(lesson).split('\n')[0]! : '', onTheBoard(s.language, t.picture), lastEvents];
  const components: Row[] = [];
  if (only && only.options) components.push(...promptRows(s.instance, only.id, v.options(only.options), only.min, only.max, undefined, s.language));
  const controls = [];
  if (secret || prompts.some((p) => p.options === null) || prompts.length > 1) controls.push(button(encodeCustomId({ kind: 'open', instance: s.instance }), w('table.answerPrivately'), ButtonStyle.Primary));
  controls.push(button(encodeCustomId({ kind: 'hand', instance: s.instance }), w('table.hand')));
  // A decision answered here is explained here: what it is, what its options do, its rule (anyone may read it: it is public).
  if (only?.options) controls.push(button(encodeCustomId({ kind: 'why', instance: s.instance }), w('controls.why')));
  // Only the one deciding is answered by Hint: it speaks from their own view.
  if (only?.options && s.hints === 'on') controls.push(button(encodeCustomId({ kind: 'hint', instance: s.instance }), w('controls.hint')));
  // Whoever passed for the round (a public pass) can come back from here as well as from their panel.
  for (const r of v.rejoins()) controls.push(button(encodeCustomId({ kind: 'standing', instance: s.instance, verb: 'off', what: r.kind }), r.label));
  for (let k = 0; k < controls.length; k += 5) components.push(row(...controls.slice(k, k + 5)));
  return tableMessage(s, head, state, t.picture, components);
}

/** The last events a table shows; the rest are in `/game log`. */
const RECENT_LINES = 3;

/**
 * A table message: the headline, the state the decision rests on, the picture with its alt text, a footer line, and
 * under them the controls. The state gives way to Discord's 4,000 characters in whole lines, the rest left to the log.
 */
function tableMessage(s: Session, head: string, state: readonly string[], picture: Picture, rows: readonly Row[]): TablePayload {
  const footer = `-# ${sayTable(s.language, 'table.footer', { table: s.instance })}`;
  const body = wholeParts(state.filter(Boolean).join('\n'), V2_TEXT_MAX - head.length - footer.length, (n) => sayTable(s.language, 'table.moreCharacters', { count: n }));
  return {
    flags: V2_FLAGS,
    components: [container(COLOR, [textDisplay(head), body && textDisplay(body), gallery(picture), textDisplay(footer)]), ...rows],
    files: [pictureFile(picture)],
    allowedMentions: { parse: [] },
  };
}

/** A secret window: what it is and until when; never who is asked in it, nor who has answered. */
function windowLines(v: TableViewModel, w: PublicWindow): string[] {
  const until = Math.ceil(Date.parse(w.closesAt) / 1000);
  return [sayTable(v.language, 'table.window', { label: v.named(w.label) }), sayTable(v.language, 'table.windowOpen', { time: `<t:${until}:T>`, relative: `<t:${until}:R>` })];
}

function endLine(s: Session, v: TableViewModel, o: Outcome | null): string {
  if (!o) return sayTable(s.language, 'table.gameOverWhy', { why: s.endedReason ? v.named(s.endedReason) : sayTable(s.language, 'table.ended') });
  return sayTable(s.language, 'table.gameOver', { result: v.named(o.summary) });
}

function scoreLines(v: TableViewModel, o: Outcome | null): string {
  if (!o?.scores) return '';
  return Object.entries(o.scores)
    .sort((a, b) => b[1] - a[1])
    .map(([p, n]) => `${o.winners.includes(p) ? '🏆 ' : ''}${v.seatName(p)}: ${n}`)
    .join('\n');
}

/** What the picture leaves to text (a Crisis's effect, a card's rule): read here, where a phone shows it whole. */
const onTheBoard = (language: Language, p: Picture): string => (p.details ? `${sayTable(language, 'table.onTheBoard')}\n${p.details.split('\n').map((l) => `• ${l}`).join('\n')}` : '');
