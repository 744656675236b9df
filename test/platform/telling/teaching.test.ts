import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../src/modules';
import { readStats, statsKey } from '../../../src/platform/after-game/history';
import { promptsOf } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import { notesAtStart, sentencesOf, setNotes, taughtBy, teachingNote } from '../../../src/platform/telling/teaching';
import { privatePromptPayload } from '../../../src/bot/views/private-view';
import { openStore, type GameStore } from '../../../src/store/game-store';
import { NOW, startSession } from '../../fixtures/start-session';
import { learningSummary } from '../../../src/platform/learning/learning-table';
import { payloadText } from '../../fixtures/payload-text';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { words } from '../../../src/engine/words';
import { say } from '../../../src/words/say';
import type { Session } from '../../../src/platform/session-schema';
import { PSEUDO } from '../../../src/words/locales';

/**
 * Teaching notes in ordinary games: a person with no finished game of this kind gets a short note on the rule behind
 * a decision, in their own panel, until they first answer a decision of that rule; someone who has finished one gets
 * none; notes can be turned off; and nothing in the shared session view of another seat shows them.
 */
const mod = modules.get('earth')!;
let store: GameStore;

beforeAll(async () => {
  store = await openStore('sqlite://:memory:', {});
  // u1 has finished a game of Earth before; u0 has only played Tipping Point.
  await store.updateDoc(statsKey('u1'), () => ({ games: { earth: { played: 1, won: 0, best: 40 } }, counted: ['old1'] }));
  await store.updateDoc(statsKey('u0'), () => ({ games: { 'tipping-point': { played: 3, won: 1, best: null } }, counted: ['a', 'b', 'c'] }));
});

afterAll(async () => {
  await store.close();
});

/** Who of `users` has finished a game of Earth, read from their stats as a game's start reads them. */
async function finishedEarth(users: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const u of users) if ((readStats(await store.readDoc(statsKey(u))).games.earth?.played ?? 0) > 0) out.add(u);
  return out;
}

describe('platform/teaching notes', () => {
  it('GIVEN a newcomer and a player who has finished a game THEN only the newcomer gets a note, until they answer its rule', async () => {
    const s = notesAtStart(startSession(mod, 2, 'teach'), await finishedEarth(['u0', 'u1']));
    expect(s.seats.map((x) => x.notes)).toEqual(['on', 'off']);
    const p0 = promptsOf(s, mod.engine, 'p0')[0]!;
    const note = teachingNote(s, mod.engine, 'p0', p0);
    expect(note?.topics).toEqual(['setup']);
    expect(note?.wordings[0]).toContain('Island');
    expect(teachingNote(s, mod.engine, 'p1', promptsOf(s, mod.engine, 'p1')[0]!)).toBeNull();
    // The newcomer's panel shows it with its off switch; the other's panel shows neither.
    const panel = privatePromptPayload(s, mod, p0, null, '', { undoable: null, aside: null, offer: null, held: [], teach: note });
    expect(payloadText(panel)).toContain('New to Earth? The rule here (Setup):');
    const labels = (panel.components ?? []).flatMap((r) => ((r as unknown as { components?: { label?: string }[] }).components ?? []).map((c) => c.label));
    expect(labels).toContain('No more rule notes');
    // Answering a decision of that rule ends its note: the Climate choice that follows is setup too.
    const a = { prompt: p0.id, values: [p0.options[0]!.value] };
    const r = answer(s, mod.engine, 'p0', a, NOW);
    if (!r.ok) throw new Error(r.error.message);
    // The table's own answers teach nothing; the person's answer does.
    expect(r.value.session.seats[0]!.taught).toEqual([]);
    const after = taughtBy(s, r.value.session, mod.engine, 'p0', a);
    expect(after.seats[0]!.taught).toEqual(['setup']);
    const next = promptsOf(after, mod.engine, 'p0')[0]!;
    expect(next.topic).toBe('setup');
    expect(teachingNote(after, mod.engine, 'p0', next)).toBeNull();
  });

  it('GIVEN a newcomer who turns notes off THEN no note is shown, and turning them off twice is refused in words', async () => {
    const s = notesAtStart(startSession(mod, 2, 'teach-off'), await finishedEarth(['u0', 'u1']));
    const off = setNotes(s, 'p0', false);
    if (!off.ok) throw new Error(off.error.message);
    expect(teachingNote(off.value, mod.engine, 'p0', promptsOf(off.value, mod.engine, 'p0')[0]!)).toBeNull();
    const again = setNotes(off.value, 'p0', false);
    expect(again.ok ? null : again.error.message).toBe('Rule notes are already off for you in this game.');
    expect(setNotes(s, 'p9', false).ok).toBe(false);
  });

  it('GIVEN a game that ends finished THEN the newcomer starts the next one without notes', async () => {
    await store.updateDoc(statsKey('u0'), (cur) => ({ ...(cur as object), games: { earth: { played: 1, won: 1, best: 50 } } }));
    const s = notesAtStart(startSession(mod, 2, 'teach-next'), await finishedEarth(['u0', 'u1']));
    expect(s.seats.map((x) => x.notes)).toEqual(['off', 'off']);
  });

  it('GIVEN a Tipping Point learning game THEN its first lesson is the goal, in weight, with the tipping point in its own words', () => {
    const tp = modules.get('tipping-point')!;
    const deal = tp.learning!;
    const s = notesAtStart({ ...startSession(tp, 2, deal.seed), learning: { plan: [...deal.plan], onScreen: { goal: [] }, atEnd: [] } }, new Set());
    const note = teachingNote(s, tp.engine, 'p0', promptsOf(s, tp.engine, 'p0')[0]!)!;
    expect(note.topics).toEqual(['goal']);
    expect(note.wordings[0]).toContain('📘 **The goal: Goal**');
    // The picture shows no threshold: the lesson says it, as weight, never as torque.
    expect(note.wordings[0]).toContain('when Pollution outweighs Preservation by its tipping point');
    expect(note.wordings[0]).toContain('The tipping point is 30');
    expect(note.wordings[0]).not.toMatch(/torque|picture/);
  });
  it.each(['earth', 'tipping-point', 'vested-interests'])('GIVEN a newcomer\'s note on any rule of %s THEN it names the rule by its title, never by its key', (game) => {
    const m = modules.get(game)!;
    const s = notesAtStart(startSession(m, 3, 'teach-names'), new Set());
    for (const t of m.engine.rules) {
      const note = teachingNote(s, m.engine, 'p0', { topic: t.topic });
      expect(note?.topics).toEqual([t.topic]);
      for (const w of note!.wordings) {
        if (t.topic.includes('-')) expect(w).not.toContain(t.topic);
        const title = `${t.topic.charAt(0).toUpperCase()}${t.topic.slice(1).replaceAll('-', ' ')}`;
        expect([`(${title})`, `: ${title}.`].some((x) => w.includes(x)), w).toBe(true);
      }
    }
  });
  it('GIVEN a learning game that did not reach every rule area THEN its summary names those left by their titles, never their keys', () => {
    const tp = modules.get('tipping-point')!;
    const deal = tp.learning!;
    const s = { ...startSession(tp, 2, deal.seed), learning: { plan: [...deal.plan], onScreen: { goal: [] }, atEnd: [] } };
    const said = learningSummary(s, tp.engine);
    expect(deal.plan).toContain('crisis-placement');
    expect(said).toContain('Not reached this time: ');
    expect(said).toContain('Crisis placement');
    expect(said).not.toMatch(/crisis-placement|crisis-effects|end-of-round/);
  });
});

describe('platform/teaching notes in the reader\'s language', () => {
  /** `s` with seat `i`'s person reading German. */
  const german = (s: Session, i = 0): Session => ({ ...s, seats: s.seats.map((x, j) => (j === i ? { ...x, locale: 'de' as const } : x)) });

  it('GIVEN a newcomer who reads German THEN the note is said in German, the rule\'s own text and title with it; an English seat at the same table reads English', () => {
    const rule = { topic: 'turn', title: words('commands:game/new/where.choices.channel'), text: words('refusals:no-game') };
    const m = { ...lanternsModule, engine: { ...lanternsModule.engine, rules: [rule] } };
    const s = german(notesAtStart(startSession(m, 2, 'teach-de'), new Set()));
    expect(teachingNote(s, m.engine, 'p0', { topic: 'turn' })?.wordings).toEqual([`-# 📘 Neu bei Lanterns? Die Regel hier (Kanal): ${say('de', words('refusals:no-game'))}`, '-# 📘 Neu bei Lanterns? Die Regel hier: Kanal. Mehr: `/spiel regeln thema:kanal`.']);
    expect(teachingNote(s, m.engine, 'p1', { topic: 'turn' })?.wordings).toEqual([`-# 📘 New to Lanterns? The rule here (channel): ${say('en', words('refusals:no-game'))}`, '-# 📘 New to Lanterns? The rule here: channel. More: `/game rules topic:channel`.']);
  });

  it('GIVEN a long rule for a German newcomer THEN the note ends on the whole rule\'s command as a German client names it', () => {
    const s = german(notesAtStart(startSession(mod, 2, 'teach-de-long'), new Set()));
    const long = mod.engine.rules.find((x) => say('de', x.text).length > 400)!;
    const note = teachingNote(s, mod.engine, 'p0', { topic: long.topic })!.wordings[0]!;
    expect(note).toMatch(/^-# 📘 Neu bei Earth\? Die Regel hier \(/);
    expect(note).toMatch(/Mehr: `\/spiel regeln thema:[^`]+`\.$/);
  });

  it('GIVEN a rule whose first sentence is longer than a note (the pseudo-language lengthens each) THEN the note names the rule and where to read it, and ends no sentence halfway', () => {
    const s = notesAtStart(startSession(mod, 2, 'teach-qps'), new Set());
    const pseudo: Session = { ...s, seats: s.seats.map((x, j) => (j === 0 ? { ...x, locale: PSEUDO } : x)) };
    const note = teachingNote(pseudo, mod.engine, 'p0', { topic: 'activation' })!;
    expect(note.wordings).toHaveLength(1);
    const [only] = note.wordings as [string];
    expect(only).toContain(say(PSEUDO, mod.engine.rules.find((x) => x.topic === 'activation')!.title!));
    expect(only.split('⟦').length).toBe(only.split('⟧').length);
    // In English its first sentence fits: the note keeps it, whole.
    const en = teachingNote(s, mod.engine, 'p0', { topic: 'activation' })!.wordings[0]!;
    expect(en).toContain(sentencesOf(say('en', mod.engine.rules.find((x) => x.topic === 'activation')!.text))[0]);
    expect(en).toMatch(/\. More: `\/game rules topic:activation`\.$/);
  });

  it('GIVEN a Tipping Point learning game read in German THEN its lesson and its summary are in German', () => {
    const tp = modules.get('tipping-point')!;
    const deal = tp.learning!;
    const s = german(notesAtStart({ ...startSession(tp, 2, deal.seed), learning: { plan: [...deal.plan], onScreen: { goal: [] }, atEnd: [] } }, new Set()));
    const note = teachingNote(s, tp.engine, 'p0', promptsOf(s, tp.engine, 'p0')[0]!)!;
    expect(note.wordings[0]).toMatch(/^📘 \*\*Das Ziel: Ziel\*\*\. Füllt gemeinsam die Präventionsseite der Klimawippe/);
    const said = learningSummary(s, tp.engine, 'de');
    expect(said).toContain(`**Was dieses Lernspiel behandelt hat** (0 von ${deal.plan.length} Regelbereichen)`);
    expect(said).toContain('Diesmal nicht erreicht: ');
    expect(said).not.toMatch(/Not reached|rule areas/);
  });
});
