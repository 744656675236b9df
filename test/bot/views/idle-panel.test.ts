import { describe, expect, it } from 'vitest';
import { privatePromptPayload } from '../../../src/bot/views/private-view';
import { vestedInterests } from '../../../src/games/vested-interests';
import type { VIState } from '../../../src/games/vested-interests/state';
import type { AnyEngine } from '../../../src/engine/types';
import type { GameModule } from '../../../src/platform/module';
import type { Session } from '../../../src/platform/session-schema';
import { seatPanel } from '../../../src/platform/view/seat-panel';
import { startSession } from '../../fixtures/start-session';
import { advance, answer, chain, menuOwner, toActions } from '../../vested-interests/helpers';
import { payloadText } from '../../fixtures/payload-text';

/**
 * A panel that asks nothing says why, in the game's words, where the game can tell: a seat the table stands aside
 * for in a secret window learns that no Scheme of theirs answers it, or that they have no Influence to vote with.
 */

const engine = vestedInterests as unknown as AnyEngine;
// The views read only the engine of a module; no picture is drawn here.
const mod = { engine } as unknown as GameModule;

const withState = (state: VIState): Session => ({ ...startSession(mod, 3, 'idle'), state });

function panelText(s: Session, userId: string): string {
  const panel = seatPanel(s, engine, userId);
  if (!panel.ok) throw new Error(panel.error.message);
  return payloadText(privatePromptPayload(s, mod, panel.value.prompt, null, '', panel.value.controls));
}

describe('bot/a panel that asks nothing', () => {
  it('tells a seat with no Scheme for a Build window, once it stood aside, that none of its Schemes answers a Build', () => {
    let s = structuredClone(toActions(3, 'idle-build'));
    const p = menuOwner(s);
    const other = s.players.find((x) => x !== p)!;
    for (const q of s.players) s.me[q]!.schemes = [];
    s = chain(s, [[p, 'build'], [p, 'housing'], [p, 'Reach'], [p, 'Re1']]).state;
    expect(s.stage.kind).toBe('window');
    s = answer(s, other, 'none').state;
    const text = panelText(withState(s), `u${other.slice(1)}`);
    expect(text).toContain('No Scheme of yours answers a Build');
    expect(text).not.toContain('Nothing is asked of you right now');
  });

  it('tells a seat with no Influence at the Tribunal that it has none to vote with', () => {
    let s = structuredClone(toActions(3, 'idle-ballot'));
    s.round = 3;
    s = advance(s, (x) => x.stage.kind === 'ballot');
    const [poor, rich] = s.players;
    s.me[poor!]!.influence = 0;
    s.me[rich!]!.influence = 2;
    s = answer(s, poor!, 'none').state;
    expect(panelText(withState(s), `u${poor!.slice(1)}`)).toContain('You have no Influence to vote with');
  });

  it('says only that nothing is asked where the game has nothing to tell (another seat\'s turn)', () => {
    const s = structuredClone(toActions(3, 'idle-turn'));
    const p = menuOwner(s);
    const other = s.players.find((x) => x !== p)!;
    expect(panelText(withState(s), `u${other.slice(1)}`)).toContain('Nothing is asked of you right now.');
  });
});
