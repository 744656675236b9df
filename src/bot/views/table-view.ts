import { ButtonStyle, ComponentType, type APIEmbed, type MessageCreateOptions } from 'discord.js';
import type { AnyEngine, Outcome } from '../../engine/types';
import type { GameModule, Picture } from '../../platform/module';
import { pictureFile } from './picture-file';
import { wholeParts } from '../../engine/wording';
import type { Session } from '../../platform/session-schema';
import { optionLine } from '../../platform/words/option-words';
import { aiLevelsOf, tableViewOf, type PublicDecisions, type PublicWindow, type TableViewModel } from '../../platform/view/table-view-model';
import { afterGameRow, rematchLobbyPayload } from './after-game-view';
import { encodeCustomId } from './custom-id';
import { button, promptRows, row, type Row } from './components';
import { lobbyTermLines } from './lobby-terms';
import { container, gallery, textDisplay, V2_FLAGS, V2_TEXT_MAX } from './v2';

/**
 * The channel's messages, built from the session and public views only. Nothing here may read
 * `session.state`: the callers pass the public prompts and the public picture.
 */

/** A message's parts as the bot sends them; `flags` marks a Components V2 message (v2.ts), which has no content nor embeds. */
export type TablePayload = Pick<MessageCreateOptions, 'content' | 'embeds' | 'components' | 'files' | 'allowedMentions'> & { flags?: typeof V2_FLAGS };

const COLOR = 0x2f7d5b;
const mention = (userId: string) => `<@${userId}>`;

export function lobbyPayload(s: Session, mod: GameModule): TablePayload {
  if (s.rematch) return rematchLobbyPayload(s, mod);
  const engine = mod.engine;
  const seats = s.seats.map((x, i) => `${i + 1}. ${x.name}${x.userId === s.host ? ' (host)' : ''}`).join('\n');
  const options = engine.optionSpecs.map((o) => optionLine(o, s.options[o.name] ?? o.default)).join(' · ');
  const embed: APIEmbed = {
    title: `${engine.name}: new table`,
    color: COLOR,
    description: [
      `Seats: **${s.seats.length}** taken, **${engine.maxPlayers - s.seats.length}** free (${engine.minPlayers === engine.maxPlayers ? engine.minPlayers : `${engine.minPlayers}-${engine.maxPlayers}`} players).`,
      seats,
      options ? `\nOptions: ${options}` : '',
      ...lobbyTermLines(s),
    ].join('\n'),
    footer: { text: `Host: ${s.seats.find((x) => x.userId === s.host)?.name ?? 'unknown'} · table ${s.instance}` },
  };
  const id = (verb: 'join' | 'leave' | 'start' | 'cancel' | 'hints') => encodeCustomId({ kind: 'lobby', instance: s.instance, verb });
  return {
    content: '',
    embeds: [embed],
    components: [
      row(button(id('join'), 'Join', ButtonStyle.Primary), button(id('leave'), 'Leave'), button(id('start'), 'Start', ButtonStyle.Success), button(id('cancel'), 'Cancel', ButtonStyle.Danger), button(id('hints'), s.hints === 'on' ? 'Host: hints off' : 'Host: hints on')),
      row({
        type: ComponentType.StringSelect,
        custom_id: encodeCustomId({ kind: 'addai', instance: s.instance }),
        placeholder: 'Host: add an AI player…',
        options: [...aiLevelsOf(mod).map((l) => ({ label: `Add AI: ${l.label}`.slice(0, 100), value: l.level })), { label: 'Remove the last AI player', value: 'remove' }],
      } as Row['components'][number]),
    ],
    files: [],
    allowedMentions: { parse: [] },
  };
}

export function closedLobbyPayload(s: Session, engine: AnyEngine, why: string): TablePayload {
  return { content: '', embeds: [{ title: `${engine.name}: ${why}`, color: COLOR, footer: { text: `table ${s.instance}` } }], components: [], files: [], allowedMentions: { parse: [] } };
}

/** A table message replaced by a newer one, where it could not be deleted: one line to the current table, nothing to press. */
export function movedTablePayload(currentTable: string): TablePayload {
  // The table was a V2 message, and an edit of one stays V2.
  return { flags: V2_FLAGS, components: [textDisplay(`This table has moved: ${currentTable}`)], files: [], allowedMentions: { parse: [] } };
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
  const recent = v.recentLines(RECENT_LINES).map((e) => `• ${e}`).join('\n');
  const lastEvents = recent && `**Last events:**\n${recent}`;
  if (s.phase === 'ended') {
    const head = `## ${engine.name}\n${endLine(s, v, t.outcome)}`;
    return tableMessage(s, head, [scoreLines(v, t.outcome), v.learningSummary(engine), onTheBoard(t.picture), lastEvents], t.picture, [afterGameRow(s, engine)]);
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
    `## ${engine.name}`,
    ...(secret ? windowLines(v, secret) : []),
    owing.length > 1 || (secret && owing.length) ? `**${secret ? 'Also deciding' : 'Still thinking'} (${owing.length}):**\n${waiting.map((w) => `• ${w}`).join('\n')}` : owing.length ? `**Now:** ${waiting[0]}` : '',
    users.length ? `Your move: ${users.map(mention).join(' ')}` : '',
  ].filter(Boolean).join('\n');
  // The state the decision rests on, each thing said once: what the options give or cost (the prompt's detail) is
  // read in their menu, in the decider's panel and under Why?, not here; a learning game's lesson is in the learner's
  // panel, one line of it here.
  const lesson = only && s.learning ? v.teachingNote(engine, only.player, only)?.wordings.at(-1) : undefined;
  const state = [t.picture.state ?? '', lesson ? v.named(lesson).split('\n')[0]! : '', onTheBoard(t.picture), lastEvents];
  const components: Row[] = [];
  if (only && only.options) components.push(...promptRows(s.instance, only.id, v.options(only.options), only.min, only.max));
  const controls = [];
  if (secret || prompts.some((p) => p.options === null) || prompts.length > 1) controls.push(button(encodeCustomId({ kind: 'open', instance: s.instance }), 'Answer privately', ButtonStyle.Primary));
  controls.push(button(encodeCustomId({ kind: 'hand', instance: s.instance }), 'My hand & secrets'));
  // A decision answered here is explained here: what it is, what its options do, its rule (anyone may read it: it is public).
  if (only?.options) controls.push(button(encodeCustomId({ kind: 'why', instance: s.instance }), 'Why? What do these do?'));
  // Only the one deciding is answered by Hint: it speaks from their own view.
  if (only?.options && s.hints === 'on') controls.push(button(encodeCustomId({ kind: 'hint', instance: s.instance }), 'Hint'));
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
  const footer = `-# table ${s.instance} · /game rules`;
  const body = wholeParts(state.filter(Boolean).join('\n'), V2_TEXT_MAX - head.length - footer.length, (n) => `(${n} more characters: \`/game log\` has them.)`);
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
  return [`**Secret window: ${v.named(w.label)}**`, `• Open until <t:${until}:T> (<t:${until}:R>). Whoever has something to decide in it is called privately; who that is, and who has answered, stays secret until it closes.`];
}

function endLine(s: Session, v: TableViewModel, o: Outcome | null): string {
  if (!o) return `**Game over:** ${s.endedReason ?? 'ended'}.`;
  return `**Game over:** ${v.named(o.summary)}`;
}

function scoreLines(v: TableViewModel, o: Outcome | null): string {
  if (!o?.scores) return '';
  return Object.entries(o.scores)
    .sort((a, b) => b[1] - a[1])
    .map(([p, n]) => `${o.winners.includes(p) ? '🏆 ' : ''}${v.seatName(p)}: ${n}`)
    .join('\n');
}

/** What the picture leaves to text (a Crisis's effect, a card's rule): read here, where a phone shows it whole. */
const onTheBoard = (p: Picture): string => (p.details ? `**On the board:**\n${p.details.split('\n').map((l) => `• ${l}`).join('\n')}` : '');
