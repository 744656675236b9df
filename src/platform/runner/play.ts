import type { Answer, GameEvent, PlayerId } from '../../engine/types';
import { err, ok, type Result } from '../../engine/result';
import { refuse, ruleRefusal, type Refusal } from '../words/refusals';
import { sameTable } from '../seats/guards';
import { playing } from '../table/phase';
import type { Actor } from '../seats/permissions';
import { publicFace } from '../telling/public-prompt';
import { setAutoAside, setStanding, tableRejoins } from '../seats/auto-aside';
import { clickRefusal } from '../telling/click-refusal';
import { setNotes, taughtBy } from '../telling/teaching';
import type { GameModule } from '../module';
import type { Check } from '../runner-deps';
import type { Session } from '../session-schema';
import { seated, type TableCore } from './table-core';
import { answerPlan } from '../table/answer-plan';
import { seatIndexOf } from '../table/seat-ids';
import { seatAnswer, settleWindow } from '../table/window-answers';
import { undo as takeBack } from '../table/undo';
import { tableWords } from '../words/table-words';

/** Play: a seat's answer, a typed shortcut, undo, and a seat's choices of how the table answers for it. */

export type Answered = { player: PlayerId; session: Session; events: readonly GameEvent[] };

export function answer(c: TableCore, channelId: string, instance: string, actor: Actor, a: Answer): Promise<Result<Answered, Refusal>> {
  return c.asSeat(channelId, actor, [(s) => sameTable(s, instance), seated(actor, true), playing], async (g, p) => {
    const { session: s, mod } = g;
    const now = c.now();
    // A secret window past its time closes before anything else is answered (the timer's tick may be a few seconds off).
    const due = settleWindow(s, mod.engine, now);
    const r = seatAnswer(due, mod.engine, p, a, now);
    if (!r.ok) {
      if (due !== s) await c.commit(g, { ...c.settle(due), tableStale: true }, { dm: 'dealt', publish: true, through: due });
      return err(clickRefusal(r.error, due, mod.engine, p, a));
    }
    const next = c.settle(taughtBy(due, r.value.session, mod.engine, p, a));
    // An answer that changes nothing the channel sees (inside a secret window) leaves the table message alone:
    // even an edit with the same content would show that someone has just answered.
    const quiet = publicFace(s, mod.engine) === publicFace(next, mod.engine);
    const saved = await c.commit(g, { ...next, tableStale: quiet ? s.tableStale : true }, { dm: 'dealt', publish: !quiet, through: r.value.session });
    c.d.log.info({ channelId, instance, player: p, prompt: a.prompt, rev: saved.rev }, 'answer applied');
    if (saved.session.phase === 'ended') c.d.log.info({ channelId, instance, outcome: mod.engine.outcome(saved.session.state)?.summary }, 'game over');
    return ok({ player: p, session: saved.session, events: r.value.events });
  });
}

/** The shortcut `/command name` of the table's game, or the refusal for a command or a name it does not have. */
function shortcutOf(mod: GameModule, command: string, name: string) {
  const cuts = mod.engine.shortcuts;
  if (!cuts || cuts.command !== command) return refuse('wrong-game-command', command, mod.engine.name);
  const cut = cuts.list.find((x) => x.name === name);
  return cut ? ok(cut) : refuse('no-shortcut', command, name);
}

/** A typed shortcut: the engine plans the answers, and all of them apply or none do. */
export function shortcut(c: TableCore, channelId: string, actor: Actor, command: string, name: string, args: Record<string, string | number>): Promise<Result<string, Refusal>> {
  const named: Check = (_s, mod) => {
    const cut = shortcutOf(mod, command, name);
    return cut.ok ? null : cut;
  };
  return c.asSeat(channelId, actor, [named, playing, seated(actor)], async (g, p) => {
    const { session: s, mod } = g;
    const cut = shortcutOf(mod, command, name);
    if (!cut.ok) return cut;
    const plan = cut.value.plan(s.state, p, args);
    if (!plan.ok) return err(ruleRefusal(plan.error));
    // Undo takes the whole command back; the button names it, not what was typed into it (which may be long).
    const r = answerPlan(s, mod.engine, p, plan.value, c.now(), `/${command} ${name}`);
    if (!r.ok) return r;
    const saved = await c.commit(g, { ...c.settle(r.value.session), tableStale: true }, { dm: 'dealt', publish: true, through: r.value.session });
    c.d.log.info({ channelId, instance: s.instance, player: p, shortcut: `${command} ${name}`, rev: saved.rev }, 'shortcut applied');
    return ok(tableWords('reply.done'));
  });
}

/** `instance` comes with a button: an Undo pressed on an earlier game's panel is refused. */
export function undo(c: TableCore, channelId: string, actor: Actor, instance: string | null): Promise<Result<{ said: string; session: Session }, Refusal>> {
  return c.asSeat(channelId, actor, [(s) => sameTable(s, instance), seated(actor)], async (g, p) => {
    const r = takeBack(g.session, g.mod.engine, p, c.now());
    if (!r.ok) return r;
    // Undo reveals nothing new, so no DM: the next DM shows whatever then differs.
    const saved = await c.commit(g, { ...r.value, tableStale: true }, { publish: true });
    return ok({ said: tableWords('reply.undone'), session: saved.session });
  });
}

/** How a seat's choice changes the table for seat `p`, or the refusal. */
type Choice = (s: Session, mod: GameModule, p: PlayerId) => Result<Session, Refusal>;

/** Standing aside automatically when a secret window leaves the seat nothing else; it answers one owed now too. */
export const autoAsideChoice = (on: boolean): Choice => (s, _mod, p) => (s.seats[seatIndexOf(p)]?.autoAside === on ? refuse('aside-already', on) : setAutoAside(s, p, on));
/** The seat's teaching notes turned off (or on again) for this game. */
export const notesChoice = (on: boolean): Choice => (s, _mod, p) => setNotes(s, p, on);
/** A standing answer for a kind of prompt, set from the prompt that offers it (and so answering it now), or ended. */
export const standingChoice = (kind: string, on: boolean): Choice => (s, mod, p) => setStanding(s, mod.engine, p, kind, on);

/**
 * A choice a player makes about how the table answers for them, and the answers it then gives. Like an answer
 * inside a secret window: when nothing the channel sees has changed, the table message is left alone.
 */
export function seatChoice(c: TableCore, channelId: string, instance: string, actor: Actor, choose: Choice): Promise<Result<Session, Refusal>> {
  return c.asSeat(channelId, actor, [(s) => sameTable(s, instance), playing, seated(actor)], async (g, p) => {
    const { session: s, mod } = g;
    const r = choose(s, mod, p);
    if (!r.ok) return r;
    const next = c.settle(settleWindow(r.value, mod.engine, c.now()));
    const quiet = publicFace(s, mod.engine) === publicFace(next, mod.engine) && JSON.stringify(tableRejoins(s)) === JSON.stringify(tableRejoins(next));
    const saved = await c.commit(g, { ...next, tableStale: quiet ? s.tableStale : true }, { dm: 'dealt', publish: !quiet });
    return ok(saved.session);
  });
}
