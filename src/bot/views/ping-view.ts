import type { AnyEngine } from '../../engine/types';
import { tableViewOf, type PublicDecisions } from '../../platform/view/table-view-model';
import type { Session } from '../../platform/session-schema';
import type { TablePayload } from './table-view';
import { ButtonStyle } from 'discord.js';
import { button, row, type Row } from './components';
import { encodeCustomId } from './custom-id';
import { firstFit } from '../../engine/wording';
import { textDisplay, V2_FLAGS } from './v2';
import { sayTable } from '../../platform/words/table-words';
import type { Language } from '../../words/locales';

/**
 * A turn ping: a message created to call people to the table, since Discord notifies a mention only in a new
 * message. It says what they are deciding in the table's public words (a secret window by its name, the same for
 * all in it) and links to the table; its allowed mentions name exactly the people it calls.
 */

/**
 * What each called person is deciding, by its public text; one phrase when they all decide the same. Short enough
 * that the mentions and the link always fit one message, whatever the prompts say: else it says how many, whole.
 */
function whatTheyDecide(s: Session, d: PublicDecisions, users: readonly string[], language: Language): string {
  const v = tableViewOf(s, language);
  const w = (key: string, params = {}) => sayTable(language, key, params);
  const each = users.map((u) => {
    const p = v.seatOf(u);
    if (!p) return { p, text: w('ping.aDecision') };
    if (d.window?.players.includes(p)) return { p, text: d.window.label };
    return { p, text: d.prompts.find((x) => x.player === p)?.text ?? w('ping.aDecision') };
  });
  const texts = [...new Set(each.map((x) => unstopped(v.named(x.text))))];
  if (texts.length === 1) return firstFit(PING_TEXT_MAX, [texts[0]!, w('ping.aDecision')]);
  return firstFit(PING_TEXT_MAX, [each.map((x) => `${x.p ? v.seatName(x.p) : w('ping.someone')}: ${unstopped(v.named(x.text))}`).join('; '), w('ping.decisions', { count: each.length })]);
}

/** A prompt's text without its own closing mark, since the ping's sentence ends with one full stop of its own. */
function unstopped(text: string): string {
  return text.replace(/[\s.!?…:;,]+$/u, '');
}

const PING_TEXT_MAX = 1000;

/** A ping in the channel: read there, so in the table's language. */
export function channelPingPayload(s: Session, engine: AnyEngine, d: PublicDecisions, users: readonly string[], tableLink: string): TablePayload {
  return {
    content: sayTable(s.language, 'ping.channel', { count: users.length, people: users.map((u) => `<@${u}>`).join(' '), game: engine.name, what: whatTheyDecide(s, d, users, s.language), link: tableLink }),
    embeds: [],
    components: [decideRow(s, s.language)],
    files: [],
    allowedMentions: { users: [...users], parse: [] },
  };
}

/** A call by DM: V2, as every DM of the bot's is (private-view.ts), so it reads as they do; in its person's language (`language`, their seat's). */
export function dmPingPayload(s: Session, engine: AnyEngine, d: PublicDecisions, userId: string, place: string, tableLink: string, language: Language = s.language): TablePayload {
  return {
    flags: V2_FLAGS,
    components: [textDisplay(sayTable(language, 'ping.dm', { game: engine.name, place, what: whatTheyDecide(s, d, [userId], language), link: tableLink })), decideRow(s, language)],
    files: [],
    allowedMentions: { parse: [] },
  };
}

/**
 * One press from the call to the decision: the presser's own panel, privately. It names the channel, since a DM's
 * press arrives in the DM, and the table's instance, so a ping outliving its game is refused.
 */
function decideRow(s: Session, language: Language): Row {
  return row(button(encodeCustomId({ kind: 'call', instance: s.instance, channel: s.channelId }), sayTable(language, 'ping.decideNow'), ButtonStyle.Primary));
}
