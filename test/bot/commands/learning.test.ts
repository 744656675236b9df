import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { say } from '../../../src/words/say';
import { decisionRng } from '../../../src/engine/ai-policy';
import { modules } from '../../../src/modules';
import { FinishedGames } from '../../../src/platform/after-game/finished-games';
import { readHistory } from '../../../src/platform/after-game/history';
import type { GameModule } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import { promptsOf } from '../../../src/platform/table/open-prompts';
import { aiLevels } from '../../../src/platform/seats/lobby-seats';
import type { Session } from '../../../src/platform/session-schema';
import type { TableRunner } from '../../../src/platform/runner/table-runner';
import { sentencesOf, topicTitle } from '../../../src/platform/telling/teaching';
import { panelFor } from '../../../src/bot/channel/private-panel';
import type { PrivatePictures } from '../../../src/bot/pictures/private-pictures';
import { tablePayload } from '../../../src/bot/views/table-view';
import { publicDecisions } from '../../../src/platform/telling/public-prompt';
import type { GameStore } from '../../../src/store/game-store';
import { updateServerSettings } from '../../../src/platform/lobby/server-settings';
import { payloadText } from '../../fixtures/payload-text';
import { RunnerTable } from '../../fixtures/runner-table';

/**
 * /game learn, played by a scripted learner (the play-to-win seat's choice, from the learner's own view, answered
 * through the runner like a click) to the end of each game: the learner's panel teaches one lesson at a time, of at
 * most three sentences with the whole rule behind its "more" button; the goal first, then every rule area at the
 * first decision that rests on it, and no area before what brings it on screen; the end names what was covered and
 * opens a real lobby; nothing is kept in history or stats.
 */
const learner: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const CH = 'c1';
const noPictures = { of: async () => null } as unknown as PrivatePictures;

let table: RunnerTable;
let store: GameStore;
let runner: TableRunner;
const start = Date.parse('2026-06-01T00:00:00.000Z');
let clock = start;

beforeEach(async () => {
  clock = start;
  table = await RunnerTable.open({ modules, now: () => new Date(clock).toISOString(), newSeed: () => 'not-the-deal', newInstance: () => 'learn001' });
  ({ store, runner } = table);
});
afterEach(() => table.close());

/** The lessons a panel shows: each as the rules topic its heading names and the sentences it tells. */
const lessonsIn = (mod: GameModule, content: string) =>
  [...content.matchAll(/📘 \*\*[^:*]+: ([^*]+)\*\*(?: \(rulebook: [^)]*\))?\. ([^\n]*)/g)].map((m) => ({
    topic: mod.engine.rules.find((t) => topicTitle(t, 'en') === m[1])?.topic ?? `unknown ${m[1]}`,
    sentences: sentencesOf(m[2]!).length,
  }));

const current = (): Promise<Session> => table.current(CH);

describe('bot/the learning game', () => {
  for (const [id, mod] of modules) {
    it(`GIVEN /game learn ${id} played by a scripted learner THEN one short lesson a decision, the goal first, each area by its first decision and none before it is on screen, and nothing is counted`, async () => {
      const r = await runner.learn({ channelId: CH, guildId: 'g1', actor: learner, game: id });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.seed).toBe(mod.learning!.seed);
      expect(r.value.seats.map((x) => x.control)).toEqual(['human', ...Array(mod.learning!.aiSeats).fill('ai')]);
      expect(r.value.hints).toBe('on');
      const areas = new Map(mod.engine.rules.flatMap((t) => (t.area ? [[t.topic, t.area] as const] : [])));
      const plan = mod.learning!.plan;
      const atEnd = mod.learning!.atEnd;
      // Every rule area of the game is in its plan or told at its end, once.
      expect([...plan, ...atEnd.filter((t) => areas.has(t))].sort()).toEqual([...areas.keys()].sort());
      const onScreen = mod.learning!.onScreen;
      const explainedAt = new Map<string, number>();
      const firstDecision = new Map<string, number>();
      // Each decision: its topic and the one lesson beside it ('' for none).
      const decisions: { topic: string; lesson: string }[] = [];
      const met = new Set<string>();
      const early: string[] = [];
      const best = aiLevels(mod)[0]!;
      let s = await current();
      let n = 0;
      for (let guard = 0; guard < 3000 && s.phase === 'playing'; guard++) {
        const prompt = promptsOf(s, mod.engine, 'p0')[0];
        if (!prompt) {
          // A secret window answered by all is held until its minimum time, as its timer would close it.
          if (s.secretWindow?.held) {
            clock += s.secretWindow.minMs;
            await runner.windowStep(CH, s.instance, s.secretWindow.id);
          }
          await runner.aiIdle(CH);
          const next = await current();
          if (next === s || JSON.stringify(next) === JSON.stringify(s)) throw new Error(`${id}: the table waits on nobody`);
          s = next;
          continue;
        }
        n++;
        const panel = await panelFor(noPictures, s, mod, learner);
        if (!panel.ok) throw new Error(panel.error.message);
        const lessons = lessonsIn(mod, payloadText(panel.value));
        // One lesson a decision, of about three sentences, the whole rule behind its "more" button.
        expect(lessons.length, `${id} decision ${n}`).toBeLessThanOrEqual(1);
        const lesson = lessons[0];
        if (lesson) {
          expect(lesson.sentences, `${id}: ${lesson.topic}`).toBeLessThanOrEqual(3);
          const index = mod.engine.rules.findIndex((t) => t.topic === lesson.topic);
          expect(JSON.stringify(panel.value.components)).toContain(`hh:ref:lesson:${id}:t${index}`);
          // Never before what brings it on screen: its own decision, or a topic the game names, met before or now.
          const cue = onScreen[lesson.topic];
          if (lesson.topic !== prompt.topic && !(cue?.length === 0 || cue?.some((x) => met.has(x) || x === prompt.topic))) early.push(`${lesson.topic} at ${n}`);
          met.add(lesson.topic);
          if (!explainedAt.has(lesson.topic)) explainedAt.set(lesson.topic, n);
        }
        if (prompt.topic) met.add(prompt.topic);
        decisions.push({ topic: prompt.topic ?? '', lesson: lesson?.topic ?? '' });

        if (prompt.topic && areas.has(prompt.topic) && !firstDecision.has(prompt.topic)) firstDecision.set(prompt.topic, n);
        const values = best.decide(mod.engine, mod.engine.view(s.state, 'p0'), prompt, decisionRng(s.seed!, 'p0', prompt.id, s.logCount));
        const a = await runner.answer(CH, s.instance, learner, { prompt: prompt.id, values: [...values] });
        if (!a.ok) throw new Error(`${id}: ${a.error.message} ${prompt.id} ${prompt.text} ${JSON.stringify(values)} window=${JSON.stringify(s.secretWindow)}`);
        await runner.aiIdle(CH);
        s = await current();
      }
      expect(s.phase).toBe('ended');
      // The goal first; then a rule is never met unexplained, save while the goal takes the first decision.
      expect(decisions[0]?.lesson).toBe(plan[0]);
      const late = [...firstDecision].filter(([topic]) => decisions.some((d, k) => d.topic === topic && k + 1 < (explainedAt.get(topic) ?? Infinity) && d.lesson !== plan[0])).map(([t]) => t);
      expect(late).toEqual([]);
      expect(early).toEqual([]);
      // The end names what was covered and leads to a real lobby; no record, history line or stats are kept.
      const end = tablePayload({ session: s, engine: mod.engine, decisions: publicDecisions(s, mod.engine), picture: { name: 'x.png', png: Buffer.alloc(0), alt: '' }, summary: '', outcome: mod.engine.outcome(s.state) });
      const text = JSON.stringify(end.components);
      expect(text).toContain(`What this learning game covered** (${plan.length} of ${plan.length} rule areas)`);
      for (const t of atEnd) expect(text).toContain(`📘 **${topicTitle(mod.engine.rules.find((x) => x.topic === t)!, 'en')}.**`);
      expect(JSON.stringify(end.components)).toContain(`Open a real ${say('en', mod.engine.name)} lobby`);
      expect((await new FinishedGames(store).allStats('u0')).games[id]).toBeUndefined();
      expect(readHistory(await store.readDoc('history:g1')).games).toEqual([]);
      expect((await runner.rematch(CH, s.instance, learner)).ok).toBe(false);
    }, 240_000);
  }

  it('GIVEN a game running in the channel THEN /game learn is refused as a lobby would be, and nothing changes', async () => {
    const first = await runner.learn({ channelId: CH, guildId: 'g1', actor: learner, game: 'earth' });
    if (!first.ok) throw new Error(first.error.message);
    const before = await current();
    const r = await runner.learn({ channelId: CH, guildId: 'g1', actor: { userId: 'u9', name: 'Cy', canManage: false }, game: 'tipping-point' });
    expect(r.ok ? '' : r.error.message).toBe('A game is already running in this channel. Finish it, or end it with /game end.');
    expect(await current()).toEqual(before);
  });

  it('GIVEN the learner hands their own seat to an AI THEN the learning game ends, not played on among AIs, and nothing is counted', async () => {
    const r = await runner.learn({ channelId: CH, guildId: 'g1', actor: learner, game: 'earth' });
    if (!r.ok) throw new Error(r.error.message);
    expect(await runner.kick(CH, learner, { userId: learner.userId }, null)).toMatchObject({ ok: true });
    await runner.aiIdle(CH);
    const s = await current();
    expect([s.phase, say('en', s.endedReason ?? '')]).toEqual(['ended', 'nobody is left at the learning table']);
    expect(s.seats.some((x) => x.control === 'human')).toBe(false);
    expect(readHistory(await store.readDoc('history:g1')).games).toEqual([]);
    expect((await new FinishedGames(store).board('g1', 'earth')).players).toEqual({});
  });

  it('GIVEN a server that keeps games to another channel, or a bot missing a permission THEN /game learn is refused as /game new is', async () => {
    await updateServerSettings(store, 'g1', { allowChannel: 'c-games' });
    const elsewhere = await runner.learn({ channelId: CH, guildId: 'g1', actor: learner, game: 'earth' });
    const lobby = await runner.newLobby({ channelId: CH, guildId: 'g1', actor: learner, game: 'earth', options: {}, timerSeconds: null });
    expect(elsewhere.ok ? '' : elsewhere.error.message).toBe(lobby.ok ? 'a lobby' : lobby.error.message);
    const lacking = await runner.learn({ channelId: 'c-games', guildId: 'g1', actor: learner, game: 'earth', botLacks: ['Embed Links'] });
    expect(lacking.ok ? '' : lacking.error.message).toContain('I am missing Embed Links here');
    expect((await runner.read(CH)).kind).toBe('none');
  });
});
