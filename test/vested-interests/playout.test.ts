import { describe, expect, it } from 'vitest';
import type { GameEvent, Prompt } from '../../src/engine/types';
import { catalogue, getAgenda, getRole, getScheme, getVice } from '../../src/games/vested-interests/cards/catalogue';
import { cardText } from '../../src/games/vested-interests/cards/text';
import type { VIState } from '../../src/games/vested-interests/state';
import { publicPrompts } from '../../src/platform/telling/public-prompt';
import { engine, playout, start } from './helpers';

/** Everything hidden at this moment that must not appear in public: unrevealed Agendas and Vices, Schemes in hand. */
function secretsOf(s: VIState): string[] {
  const out: string[] = [];
  // A Scheme played in public is named in public (its id, its name) though another copy may still be in a hand.
  const played = new Set(s.playedSchemes.map((x) => x.scheme));
  const playedNames = new Set(s.playedSchemes.map((x) => getScheme(x.scheme).name));
  const revealedRoles = new Set(s.players.filter((p) => s.me[p]!.agendaRevealed).map((p) => getAgenda(s.me[p]!.agenda).role));
  for (const p of s.players) {
    const me = s.me[p]!;
    if (!me.agendaRevealed) {
      const a = getAgenda(me.agenda);
      out.push(a.id, a.title);
      if (!revealedRoles.has(a.role)) out.push(getRole(a.role).name);
    }
    if (!me.viceRevealed) out.push(me.vice, getVice(me.vice).name);
    for (const id of me.schemes) {
      if (!played.has(id)) out.push(id);
      if (!playedNames.has(getScheme(id).name)) out.push(getScheme(id).name);
    }
  }
  return out;
}

/** A mini-card's printed text names roles ("while the Accelerationist is revealed") whoever holds them: public words, not a leak. */
const PRINTED = catalogue.miniCards.map((m) => JSON.stringify(cardText(m.id)).slice(1, -1));

function publicText(s: VIState, prompts: readonly Prompt[], events: readonly GameEvent[]): string {
  return PRINTED.reduce((text, printed) => text.split(printed).join(''), publicJson(s, prompts, events));
}

function publicJson(s: VIState, prompts: readonly Prompt[], events: readonly GameEvent[]): string {
  return JSON.stringify([
    engine.view(s, null),
    publicPrompts(prompts),
    events.filter((e) => e.visibleTo === 'all').map((e) => e.text),
  ]);
}

function checkPromptShape(ps: readonly Prompt[]): void {
  for (const p of ps) {
    expect(p.id.length).toBeLessThanOrEqual(16);
    expect(p.options.length).toBeGreaterThan(0);
    expect(p.options.length).toBeLessThanOrEqual(25);
    for (const o of p.options) {
      expect(o.value).toMatch(/^[A-Za-z0-9._-]{1,40}$/);
      expect(o.label.length).toBeLessThanOrEqual(100);
    }
    if (p.fallback !== undefined) expect(p.options.map((o) => o.value)).toContain(p.fallback);
  }
  // A simultaneous window: one id and one public text for everyone.
  if (ps.length > 1) {
    expect(new Set(ps.map((p) => p.id)).size).toBe(1);
    expect(new Set(ps.map((p) => p.publicText)).size).toBe(1);
    expect(ps.every((p) => p.private)).toBe(true);
  }
}

const CASES = [3, 4, 5].flatMap((n) => (['full', 'flashpoint'] as const).map((variant) => ({ n, variant })));

describe('vested-interests/playouts', () => {
  it.each(CASES)('ends with one winner or a table loss, never leaking: $n players, $variant', ({ n, variant }) => {
    for (const seed of ['a']) {
      let steps = 0;
      const end = playout(start(n, `play-${n}-${variant}-${seed}`, { variant }), `rand-${seed}-${n}`, (x) => {
        steps += 1;
        checkPromptShape(x.prompts);
        expect(engine.stateSchema.safeParse(x.after).success).toBe(true);
        const secrets = secretsOf(x.after);
        const pub = publicText(x.after, engine.prompts(x.after), x.events);
        for (const word of secrets) expect(pub.includes(word), `leaked "${word}" after ${x.prompt.id}=${x.value}`).toBe(false);
        expect(engine.view(x.after, null).me).toBeNull();
      });
      const o = engine.outcome(end)!;
      expect(o).not.toBeNull();
      expect(o.winners.length).toBeLessThanOrEqual(1);
      if (o.winners.length === 0) expect(end.final!.band).toBe('collapse');
      expect(end.history.length).toBeGreaterThan(1);
      expect(steps).toBeGreaterThan(20);
    }
  });

  it('ends when every seat only ever gives its fallback answer', () => {
    for (const variant of ['full', 'flashpoint'] as const) {
      let s = start(4, `fallback-${variant}`, { variant });
      for (let i = 0; i < 5000 && !engine.outcome(s); i++) {
        const p = engine.prompts(s)[0]!;
        const r = engine.apply(s, p.player, { prompt: p.id, values: [p.fallback ?? p.options[0]!.value] });
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
      expect(engine.outcome(s)).not.toBeNull();
    }
  });

  it('replays the same game from the same seed and answers', () => {
    const a = playout(start(4, 'same'), 'same-r');
    const b = playout(start(4, 'same'), 'same-r');
    expect(b).toEqual(a);
  });
});
