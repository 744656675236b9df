import { describe, expect, it } from 'vitest';
import { say } from '../../../src/words/say';
import { discordCourier } from '../../../src/bot/channel/dm-courier';
import type { Drawing } from '../../../src/bot/pictures/drawing';
import { PrivatePictures } from '../../../src/bot/pictures/private-pictures';
import type { TablePayload } from '../../../src/bot/views/table-view';
import { earthModule } from '../../../src/game-modules/earth';
import { tippingPointModule } from '../../../src/game-modules/tipping-point';
import { vestedInterestsModule } from '../../../src/game-modules/vested-interests';
import type { EarthView } from '../../../src/games/earth/view';
import { projectById } from '../../../src/games/tipping-point/cards/catalogue';
import type { TpView } from '../../../src/games/tipping-point/view';
import { catalogue, getRole } from '../../../src/games/vested-interests/cards/catalogue';
import type { VIState } from '../../../src/games/vested-interests/state';
import type { VIView } from '../../../src/games/vested-interests/view';
import { saidView } from '../../../render/vested-interests/style';
import type { DmKind } from '../../../src/platform/delivery';
import { markOwed, owedDms, recordDms } from '../../../src/platform/dms/private-updates';
import { registry, type GameModule } from '../../../src/platform/module';
import { fallbackAnswer, openPrompts } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import type { Session } from '../../../src/platform/session-schema';
import { FakeIO } from '../../fixtures/fake-io';
import { NOW, startSession } from '../../fixtures/start-session';
import { payloadText } from '../../fixtures/payload-text';

/** A DM says what changed for its player in a few sentences of their words: at the start what they were dealt, later each new secret. */

const noPictures: Drawing = {
  table: async () => null,
  private: async () => null,
  card: async () => null,
  replay: async () => {
    throw new Error('no replays here');
  },
  ready: async () => undefined,
  queued: () => 0,
  close: async () => undefined,
};

/** All a DM says: its content and any text in its embeds. */
const textOf = (p: TablePayload) => payloadText(p);

/** The DMs a change owes, sent as the bot sends them, and the session that records them: `texts` by user id. */
async function send(s: Session, mod: GameModule, kind: DmKind): Promise<{ session: Session; texts: Map<string, string> }> {
  const io = new FakeIO();
  const courier = discordCourier({ io, modules: registry([mod]), pictures: new PrivatePictures(noPictures), tableChanged: () => undefined });
  const owed = owedDms(markOwed(s, mod.engine, kind), mod.engine);
  const results = [];
  for (const update of owed) results.push({ update, result: await courier.sendPrivate(s, mod, update) });
  return { session: recordDms(markOwed(s, mod.engine, kind), mod.engine, results), texts: new Map(io.dms.map((d) => [d.userId, textOf(d.payload)])) };
}

/** The session after the first open prompt is answered with its fallback. */
function step(s: Session, mod: GameModule): Session {
  const p = openPrompts(s, mod.engine)[0]!;
  const r = answer(s, mod.engine, p.player, fallbackAnswer(p), NOW);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.session;
}

const viewOf = <V>(s: Session, mod: GameModule, seat: number) => mod.engine.view(s.state, `p${seat}`) as V;

describe('bot/DM text', () => {
  it('GIVEN a 2-player Earth game THEN each start DM names the game, the seat and the hand by its cards', async () => {
    const s = startSession(earthModule, 2, 'dm-earth');
    const { texts } = await send(s, earthModule, 'start');
    for (const seat of [0, 1]) {
      const text = texts.get(`u${seat}`)!;
      const hand = viewOf<EarthView>(s, earthModule, seat).hand!;
      expect(hand.length).toBeGreaterThan(0);
      expect(text).toContain('Your game of Earth has started.');
      expect(text).toContain(`You are seat ${seat + 1} of 2.`);
      expect(text).toContain(`Your hand (${hand.length} cards): ${hand.map((c) => say('en', c.title)).join(', ')}.`);
      expect(text).toContain('My hand & secrets');
      expect(text).toContain('/game hand');
    }
  });

  it('GIVEN a 3-player Vested Interests game THEN each start DM names its House, Agenda, Vice and Schemes', async () => {
    const s = startSession(vestedInterestsModule, 3, 'dm-vi');
    const { texts } = await send(s, vestedInterestsModule, 'start');
    for (const seat of [0, 1, 2]) {
      const text = texts.get(`u${seat}`)!;
      const v = saidView(viewOf<VIView>(s, vestedInterestsModule, seat), 'en');
      expect(text).toContain(`Your House: ${v.players[seat]!.houseName}.`);
      expect(text).toContain(`Your secret Agenda: ${v.me!.agenda.title} (${v.me!.agenda.roleName}).`);
      expect(text).toContain(`Your secret Vice: ${v.me!.vice.name}.`);
      if (v.me!.schemes.length) expect(text).toContain(`Your Schemes: ${v.me!.schemes.map((x) => x.name).join(', ')}.`);
      // Another seat's secrets never reach this DM.
      for (const other of [0, 1, 2].filter((x) => x !== seat)) {
        const o = saidView(viewOf<VIView>(s, vestedInterestsModule, other), 'en').me!;
        if (o.vice.name !== v.me!.vice.name) expect(text).not.toContain(o.vice.name);
        if (o.agenda.title !== v.me!.agenda.title) expect(text).not.toContain(o.agenda.title);
      }
    }
  });

  it('GIVEN a 2-player Tipping Point game THEN the start DM says the hand comes with the Country, and choosing it brings a DM naming the hand', async () => {
    const start = await send(startSession(tippingPointModule, 2, 'dm-tp'), tippingPointModule, 'start');
    expect(start.texts.get('u0')).toContain('Nothing is dealt yet: you choose your Country first');
    expect(start.texts.get('u0')).not.toContain('Your hand: .');
    const chosen = step(start.session, tippingPointModule);
    const v = viewOf<TpView>(chosen, tippingPointModule, 0);
    const names = v.me!.hand.map((id) => projectById(id)!.name);
    expect(names.length).toBeGreaterThan(0);
    const dealt = await send(chosen, tippingPointModule, 'dealt');
    expect([...dealt.texts.keys()]).toEqual(['u0']);
    expect(dealt.texts.get('u0')!.split('\n')[0]).toBe(`With ${say('en', v.seats[0]!.countryName!)}, you were dealt your starting hand: ${names.join(', ')} (${names.length} Project cards).`);
  });

  it('GIVEN a Tipping Point start DM sent after the Country was chosen THEN it lists the hand', async () => {
    const chosen = step(startSession(tippingPointModule, 2, 'dm-tp'), tippingPointModule);
    const { texts } = await send(chosen, tippingPointModule, 'start');
    const v = viewOf<TpView>(chosen, tippingPointModule, 0);
    expect(texts.get('u0')).toContain(`Your hand: ${v.me!.hand.map((id) => projectById(id)!.name).join(', ')}`);
  });

  it('GIVEN a Vested Interests seat dealt a Scheme, then a new Agenda THEN each DM names it in one sentence', async () => {
    let s = (await send(startSession(vestedInterestsModule, 3, 'dm-vi-dealt'), vestedInterestsModule, 'start')).session;
    const st = structuredClone(s.state) as VIState;
    const scheme = catalogue.schemes.find((k) => !st.me['p1']!.schemes.includes(k.id))!;
    st.me['p1']!.schemes.push(scheme.id);
    const dealt = await send({ ...s, state: st }, vestedInterestsModule, 'dealt');
    expect([...dealt.texts.entries()].map(([u, t]) => [u, t.split('\n')[0]])).toEqual([['u1', `You were dealt a Scheme: ${scheme.name}.`]]);
    s = dealt.session;
    const st2 = structuredClone(s.state) as VIState;
    const agenda = catalogue.agendas.cards.find((a) => a.id !== st2.me['p1']!.agenda)!;
    st2.me['p1']!.agenda = agenda.id;
    const drew = await send({ ...s, state: st2 }, vestedInterestsModule, 'dealt');
    expect(drew.texts.get('u1')!.split('\n')[0]).toBe(`You drew an Agenda: ${agenda.title} (${getRole(agenda.role).name}).`);
  });

  it.each([
    ['Tipping Point', tippingPointModule, 4],
    ['Earth', earthModule, 5],
    ['Earth with a starting hand of 10', earthModule, 5],
    ['Vested Interests', vestedInterestsModule, 5],
  ])('GIVEN %s at its largest table played for a while THEN no DM exceeds 600 characters', async (name, mod, seats) => {
    // Ids as long as Discord's, so the link is as long as a real one.
    const options = name.includes('10') ? { start_hand: 10 } : {};
    const started = { ...startSession(mod, seats, `dm-long-${mod.engine.id}`, options), guildId: '1'.repeat(19), channelId: '2'.repeat(19), tableMessageId: '3'.repeat(19) };
    const first = await send(started, mod, 'start');
    let s = first.session;
    const all = [...first.texts.values()];
    for (let i = 0; i < 150 && openPrompts(s, mod.engine).length > 0; i++) {
      const sent = await send(step(s, mod), mod, 'dealt');
      s = sent.session;
      all.push(...sent.texts.values());
    }
    expect(all.length).toBeGreaterThanOrEqual(seats);
    expect(Math.max(...all.map((t) => t.length))).toBeLessThanOrEqual(600);
  });
});
