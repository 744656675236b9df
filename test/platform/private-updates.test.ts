import { describe, expect, it } from 'vitest';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { vestedInterestsModule } from '../../src/game-modules/vested-interests';
import type { AnyEngine } from '../../src/engine/types';
import { catalogue } from '../../src/games/vested-interests/cards';
import type { VIState } from '../../src/games/vested-interests/state';
import { markDelivered, privateUpdates } from '../../src/platform/private-updates';
import * as table from '../../src/platform/session';
import type { Session } from '../../src/platform/session-schema';
import { lanterns } from '../fixtures/lanterns';
import { startedLanterns, step } from '../fixtures/table-helpers';
import { NOW, startSession } from '../fixtures/start-session';

/** DMs for what needs a player: the start, and each secret dealt later; a hand that merely changes waits until they look. */

/** The session after its DMs went out, as the runner saves it. */
function delivered(s: Session, engine = s.game === lanterns.id ? lanterns : tippingPointModule.engine): Session {
  const { updates, session } = privateUpdates(s, engine);
  return markDelivered(session, updates);
}

describe('platform/private updates', () => {
  it('DMs every human seat at the start of a game', () => {
    const s = startSession(tippingPointModule, 2, 'dm-start');
    expect(privateUpdates(s, tippingPointModule.engine).updates.map((u) => u.userId)).toEqual(['u0', 'u1']);
    expect(privateUpdates(delivered(s), tippingPointModule.engine).updates).toEqual([]);
  });

  it('sends no DM when a Tipping Point hand changes during play', () => {
    const engine: AnyEngine = tippingPointModule.engine;
    let s = delivered(startSession(tippingPointModule, 2, 'dm-hand'));
    const hand = (x: Session) => JSON.stringify((engine.view(x.state, 'p0') as { me: unknown }).me);
    const before = hand(s);
    for (let i = 0; i < 400 && hand(s) === before; i++) {
      const p = table.openPrompts(s, engine)[0]!;
      const r = table.answer(s, engine, p.player, table.fallbackAnswer(p), NOW);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.session;
      expect(privateUpdates(s, engine).updates).toEqual([]);
    }
    expect(hand(s)).not.toBe(before);
  });

  it('DMs a Vested Interests seat dealt a new Scheme, not one that plays a Scheme, and again when one comes back', () => {
    const engine = vestedInterestsModule.engine;
    const s = startSession(vestedInterestsModule, 3, 'dm-scheme');
    const { updates, session } = privateUpdates(s, engine);
    const start = markDelivered(session, updates);
    const withSchemes = (x: Session, schemes: string[]): Session => {
      const st = structuredClone(x.state) as VIState;
      st.me['p1']!.schemes = schemes;
      return { ...x, state: st };
    };
    const held = (start.state as VIState).me['p1']!.schemes;
    const drawn = catalogue.schemes.find((k) => !held.includes(k.id))!.id;
    const dealt = privateUpdates(withSchemes(start, [...held, drawn]), engine);
    expect(dealt.updates.map((u) => u.userId)).toEqual(['u1']);
    const afterDeal = markDelivered(dealt.session, dealt.updates);
    const played = privateUpdates(withSchemes(afterDeal, held), engine);
    expect(played.updates).toEqual([]);
    expect(privateUpdates(withSchemes(played.session, [...held, drawn]), engine).updates.map((u) => u.userId)).toEqual(['u1']);
  });

  it('DMs any change of the private part for a game that names no secrets', () => {
    // Ana plays a lantern and places it: she draws a new one.
    const s = step(step(delivered(startedLanterns(2))));
    expect(privateUpdates(s, lanterns).updates.map((u) => u.userId)).toEqual(['u0']);
  });

  it('sends nothing to a seat whose DMs are closed', () => {
    const s = startSession(tippingPointModule, 2, 'dm-closed');
    const closed = { ...s, seats: s.seats.map((x, i) => (i === 1 ? { ...x, dmOpen: false } : x)) };
    expect(privateUpdates(closed, tippingPointModule.engine).updates.map((u) => u.userId)).toEqual(['u0']);
  });
});
