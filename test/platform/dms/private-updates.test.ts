import { describe, expect, it } from 'vitest';
import { tippingPointModule } from '../../../src/game-modules/tipping-point';
import { vestedInterestsModule } from '../../../src/game-modules/vested-interests';
import type { AnyEngine } from '../../../src/engine/types';
import { catalogue } from '../../../src/games/vested-interests/cards/catalogue';
import type { VIState } from '../../../src/games/vested-interests/state';
import type { DmResult } from '../../../src/platform/delivery';
import { markOwed, owedDms, recordDms, sameButDms } from '../../../src/platform/dms/private-updates';
import { fallbackAnswer, openPrompts } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import { humanSeat } from '../../../src/platform/seats/lobby-seats';
import type { Session } from '../../../src/platform/session-schema';
import { sessionSchema } from '../../../src/platform/session-schema';
import { lanterns } from '../../fixtures/lanterns';
import { startedLanterns, step } from '../../fixtures/table-helpers';
import { NOW, startSession } from '../../fixtures/start-session';
import { say } from '../../../src/words/say';

/** DMs for what needs a player: the start, and each secret dealt later; a hand that merely changes waits until they look. */

const engineOf = (s: Session): AnyEngine => (s.game === lanterns.id ? lanterns : s.game === 'vested-interests' ? vestedInterestsModule.engine : tippingPointModule.engine);
const owedTo = (s: Session) => owedDms(s, engineOf(s)).map((u) => u.userId);

/** The session after what it owes was sent, each DM ending as `result` says (default: it arrived). */
function delivered(s: Session, result: (userId: string) => DmResult = () => 'sent'): Session {
  return recordDms(s, engineOf(s), owedDms(s, engineOf(s)).map((update) => ({ update, result: result(update.userId) })));
}

/** A change as the runner saves it: the DMs it owes marked. */
const changed = (s: Session) => markOwed(s, engineOf(s), 'dealt');

describe('platform/private updates', () => {
  it('owes every human seat a start DM, then nothing once they arrived', () => {
    const s = markOwed(startSession(tippingPointModule, 2, 'dm-start'), tippingPointModule.engine, 'start');
    expect(owedDms(s, tippingPointModule.engine).map((u) => [u.userId, say('en', u.intro).split('\n').slice(0, 2)])).toEqual([
      ['u0', ['Your game of Tipping Point has started.', 'You are seat 1 of 2.']],
      ['u1', ['Your game of Tipping Point has started.', 'You are seat 2 of 2.']],
    ]);
    expect(owedTo(changed(delivered(s)))).toEqual([]);
  });

  it('owes a Tipping Point seat one DM for the hand its Country deals, and none when that hand changes in play', () => {
    const engine: AnyEngine = tippingPointModule.engine;
    let s = delivered(markOwed(startSession(tippingPointModule, 2, 'dm-hand'), engine, 'start'));
    const hand = (x: Session) => JSON.stringify((engine.view(x.state, 'p0') as { me: unknown }).me);
    const hands = [hand(s)];
    const dmWithHand: number[] = [];
    for (let i = 0; i < 400 && hands.length < 3; i++) {
      const p = openPrompts(s, engine)[0]!;
      const r = answer(s, engine, p.player, fallbackAnswer(p), NOW);
      if (!r.ok) throw new Error(r.error.message);
      s = changed(r.value.session);
      if (hand(s) !== hands.at(-1)) hands.push(hand(s));
      if (owedTo(s).includes('u0')) dmWithHand.push(hands.length - 1);
      s = delivered(s);
    }
    expect(hands).toHaveLength(3);
    expect(dmWithHand).toEqual([1]);
  });

  it('owes a Vested Interests seat a DM for a new Scheme, not for playing one, and again when one comes back', () => {
    const engine = vestedInterestsModule.engine;
    const start = delivered(markOwed(startSession(vestedInterestsModule, 3, 'dm-scheme'), engine, 'start'));
    const withSchemes = (x: Session, schemes: string[]): Session => {
      const st = structuredClone(x.state) as VIState;
      st.me['p1']!.schemes = schemes;
      return { ...x, state: st };
    };
    const held = (start.state as VIState).me['p1']!.schemes;
    const scheme = catalogue.schemes.find((k) => !held.includes(k.id))!;
    const drawn = scheme.id;
    const dealt = changed(withSchemes(start, [...held, drawn]));
    expect(owedDms(dealt, engine).map((u) => [u.userId, say('en', u.intro)])).toEqual([['u1', `You were dealt a Scheme: ${scheme.name}.`]]);
    const played = changed(withSchemes(delivered(dealt), held));
    expect(owedTo(played)).toEqual([]);
    expect(owedTo(changed(withSchemes(played, [...held, drawn])))).toEqual(['u1']);
  });

  it('owes a DM for any change of the private part of a game that names no secrets', () => {
    // Ana plays a lantern and places it: she draws a new one.
    const s = changed(step(step(delivered(markOwed(startedLanterns(2), lanterns, 'start')))));
    expect(owedTo(s)).toEqual(['u0']);
  });

  it('keeps a start DM that has not arrived a start DM when more is dealt before it does', () => {
    const s = markOwed(startedLanterns(2), lanterns, 'start');
    const failed = delivered(s, (u) => (u === 'u0' ? 'failed' : 'sent'));
    expect(owedDms(changed(step(step(failed))), lanterns).map((u) => [u.userId, say('en', u.intro)])).toEqual([['u0', 'Your game of Lanterns has started.\nYou are seat 1 of 2.']]);
  });

  it('owes nothing to a seat whose DMs are closed, and closes them when a DM finds them closed', () => {
    const s = markOwed(startSession(tippingPointModule, 2, 'dm-closed'), tippingPointModule.engine, 'start');
    const closed = delivered(s, (u) => (u === 'u1' ? 'closed' : 'sent'));
    expect(closed.seats.map((x) => [x.dmOpen, x.dmOwed])).toEqual([[true, null], [false, null]]);
    const fresh = startSession(tippingPointModule, 2, 'dm-closed');
    const shut = { ...fresh, seats: fresh.seats.map((x, i) => (i === 1 ? { ...x, dmOpen: false } : x)) };
    expect(owedTo(markOwed(shut, tippingPointModule.engine, 'start'))).toEqual(['u0']);
  });

  it('leaves a DM that failed owed, and one that arrived owed still when a newer change dealt what it did not show', () => {
    const s = markOwed(startedLanterns(2), lanterns, 'start');
    expect(delivered(s, () => 'failed')).toEqual(s);
    // Ana's DM went out showing the start; before it was recorded she drew a new lantern.
    const sent = owedDms(s, lanterns);
    const later = changed(step(step(s)));
    const recorded = recordDms(later, lanterns, sent.map((update) => ({ update, result: 'sent' as const })));
    expect(recorded.seats.map((x) => x.dmOwed)).toEqual(['dealt', null]);
    expect(owedDms(recorded, lanterns)[0]!.view).toEqual(lanterns.view(later.state as never, 'p0'));
  });

  it('sends a seat that changed hands nothing meant for the one before', () => {
    const s = markOwed(startedLanterns(2), lanterns, 'start');
    const sent = owedDms(s, lanterns);
    const handed = { ...s, seats: s.seats.map((x, i) => (i === 1 ? humanSeat('u7', 'Zed') : x)) };
    const recorded = recordDms(handed, lanterns, sent.map((update) => ({ update, result: 'sent' as const })));
    expect(recorded.seats[1]).toEqual(handed.seats[1]);
  });

  it('tells a save that records only DMs from one that changes what the channel shows', () => {
    const s = markOwed(startedLanterns(2), lanterns, 'start');
    expect(sameButDms(s, delivered(s))).toBe(true);
    expect(sameButDms(s, step(s))).toBe(false);
  });

  it('reads a seat saved before DMs were owed as owing none', () => {
    const s = startedLanterns(2);
    const old = JSON.parse(JSON.stringify({ ...s, seats: s.seats.map(({ dmOwed: _, ...seat }) => seat) })) as unknown;
    expect(sessionSchema.parse(old).seats.map((x) => x.dmOwed)).toEqual([null, null]);
  });
});
