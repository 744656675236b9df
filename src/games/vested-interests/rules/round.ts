/**
 * How a round works: the automatic steps in the rulebook's order, one per call, from the world turning through
 * Income, the Actions, the vote and the Tribunal to the end of the round (or of the game).
 */
import { words } from '../../../engine/words';
import type { GameEvent } from '../../../engine/types';
import { eraOf, modeOf, roundsOf } from '../cards/catalogue';
import { everyone } from '../draft';
import { clockwise, firstPlayer, playerState } from '../seats';
import type { VIState } from '../state';
import { advanceDial } from './climate';
import { refreshContracts } from './contracts';
import { income } from './income';
import { endSurvival } from './scoring';
import { isTribunalRound, openBallots, resolveTribunal, revealBallots } from './tribunal';
import { outOfActions, pass } from './actions';
import { openVote, resolveVote, revealInitiative } from './vote';
import { drawPlanet, resolveWeather, rollDistrict } from './weather';

/** Runs the automatic step the round is at; the caller loops until someone owes a decision. */
export function step(s: VIState, ev: GameEvent[]): void {
  switch (s.flow) {
    case 'world':
      // Steps 1-3 (the Dial), then step 4 (the Planet card).
      if (!advanceDial(s, ev)) return;
      drawPlanet(s, ev);
      return;
    case 'weatherRoll':
      rollDistrict(s, ev);
      return;
    case 'weatherResolve':
      resolveWeather(s, ev);
      s.flow = 'initiative';
      return;
    case 'initiative': {
      revealInitiative(s, ev);
      // Step 6: slide the Contracts and refill; at the start of an era every player takes its Influence grant.
      refreshContracts(s);
      const era = eraOf(s.round, modeOf(s));
      if (era.rounds[0] === s.round) {
        for (const p of s.players) playerState(s, p).influence += era.influenceGrant;
        ev.push(everyone(words('vi:log.era', { era: era.era, count: era.influenceGrant })));
      }
      s.flow = 'income';
      return;
    }
    case 'income':
      income(s, ev);
      s.flow = 'actions';
      for (const p of s.players) { playerState(s, p).passed = false; playerState(s, p).commit = null; }
      s.turnOf = firstPlayer(s);
      s.stage = { kind: 'turn', player: firstPlayer(s), step: { k: 'menu' } };
      s.seq += 1;
      return;
    case 'actions': {
      // Round-robin from the player after the last turn, until everyone has passed.
      const order = clockwise(s, s.turnOf ?? firstPlayer(s)).slice(1);
      order.push(s.turnOf ?? firstPlayer(s));
      const next = order.find((p) => !playerState(s, p).passed);
      s.seq += 1;
      if (next) {
        s.turnOf = next;
        s.stage = { kind: 'turn', player: next, step: { k: 'menu' } };
        if (outOfActions(s, next)) pass(s, next, ev, words('vi:log.outOfOperatives', { player: `{${next}}` }));
      } else {
        s.flow = 'voteWindow';
      }
      return;
    }
    case 'voteWindow':
      openVote(s);
      return;
    case 'voteResolve':
      s.flow = 'tribunal';
      resolveVote(s, ev);
      return;
    case 'tribunal':
      if (isTribunalRound(s)) {
        openBallots(s);
        s.flow = 'tribunalWindow';
      } else s.flow = 'roundEnd';
      return;
    case 'tribunalWindow':
      revealBallots(s, ev);
      s.flow = 'tribunalResolve';
      return;
    case 'tribunalResolve':
      resolveTribunal(s, ev);
      s.flow = 'roundEnd';
      return;
    case 'roundEnd':
      if (s.round >= roundsOf(s)) { endSurvival(s, ev); return; }
      s.round += 1;
      s.first = (s.first + 1) % s.players.length;
      s.flow = 'world';
      return;
    case 'over':
      return;
  }
}
