/**
 * RB "Placing Influence Tokens": gained Influence goes at once onto face-down Projects, split freely, and
 * is lost when there is none. Tokens lifted off a covered face-down Project are placed again the same way
 * (RB "Placing Project Cards"), or go back to their owners.
 */
import type { Prompt } from '../../../engine/types';
import { cellAt, faceDownProjects, TABLE, neighbour, neighbours, parseSlot, samePos, type Pos } from '../board';
import { SIDES } from '../card-schema';
import { crisis } from '../cards';
import { taskDone } from '../chain';
import { say, sayTo, type Ctx } from '../draft';
import { clip, paged, promptId } from '../option-lists';
import type { Cell, Chain, Task, TpState } from '../state';
import { crisisSatisfied, placeToken } from './crisis-solving';

type InfluenceTask = Task & { t: 'influence' | 'redistribute' };

/** Face-down Projects a token may go on, every one of them: those a Crisis edge points at first (FAQ "Crisis"). */
function influenceTargets(s: TpState, except: Pos | null): Cell[] {
  const f = faceDownProjects(s).filter((c) => !except || !samePos(c, except));
  const useful = (c: Cell) => neighbours(c).some((n) => cellAt(s.grid, n)?.card.kind === 'crisis' && cellAt(s.grid, n)!.card.up);
  return [...f.filter(useful), ...f.filter((c) => !useful(c))];
}

function influenceLabel(s: TpState, c: Cell, name: string): string {
  const next = neighbours(c)
    .map((n) => cellAt(s.grid, n))
    .filter((x): x is Cell => !!x && x.card.kind === 'crisis' && x.card.up)
    .map((x) => {
      const side = SIDES.find((sd) => samePos(neighbour(x, sd), c))!;
      const card = crisis(x.card.id);
      const need = card.influence[side];
      if (need === 0) return `${card.name} needs none here`;
      if (c.tokens.length >= need) return `${card.name}'s side is already full`;
      const trial: TpState = { ...s, grid: s.grid.map((g) => (g === c ? { ...g, tokens: [...g.tokens, 'trial'] } : g)) };
      return crisisSatisfied(trial, cellAt(trial.grid, x)!) ? `this token solves ${card.name}` : `${card.name} needs ${need}`;
    });
  return clip(`${name} (${c.tokens.length} here${next.length ? `; ${next.join(', ')}` : ''})`);
}

export function influencePrompt(s: TpState, c: Chain, t: InfluenceTask, name: (x: Pos) => string): Prompt {
  const p = c.player;
  const except = t.t === 'redistribute' ? t.from : null;
  const owner = t.t === 'redistribute' ? t.owners[0]! : p;
  const left = t.t === 'redistribute' ? t.owners.length : t.n;
  // TP-G27: in the competitive variant the mover is not told whose token it is.
  const whose = s.options.variant === 'competitive' ? 'an' : `{${owner}}'s`;
  return {
    player: p,
    id: promptId(s),
    private: false,
    text: t.t === 'redistribute' ? `Move ${whose} Influence token from the covered Project (${left} to move): onto which face-down Project?` : `Place 1 Influence (${left} to place): onto which face-down Project?`,
    publicText: 'placing Influence',
    options: paged(
      influenceTargets(s, except).map((x) => ({ value: name(x), label: influenceLabel(s, x, name(x)) })),
      c.page,
      'face-down Projects',
    ),
  };
}

/**
 * One token onto the face-down Project named `v`. In the competitive variant the public line does not say
 * whose token it is (house rule TP-G27): only its owner is told.
 */
export function placeInfluence(ctx: Ctx, c: Chain, t: InfluenceTask, v: string): void {
  const p = c.player;
  const at = parseSlot(TABLE, v)!;
  const secret = ctx.s.options.variant === 'competitive';
  if (t.t === 'influence') {
    t.n--;
    if (t.n <= 0) taskDone(c, t);
    if (secret) {
      say(ctx, `1 Influence is placed at ${v}.`);
      sayTo(ctx, p, `You place 1 Influence at ${v}.`);
    } else say(ctx, `{${p}} places 1 Influence at ${v}.`);
    placeToken(ctx, p, p, at);
    return;
  }
  const owner = t.owners.shift()!;
  if (t.owners.length === 0) taskDone(c, t);
  if (secret) {
    say(ctx, `{${p}} moves 1 Influence from the covered Project to ${v}.`);
    sayTo(ctx, owner, `Your Influence from the covered Project is now at ${v}.`);
  } else say(ctx, `{${p}} moves {${owner}}'s Influence to ${v}.`);
  placeToken(ctx, p, owner, at);
}

/** Without a decision: nothing left to place, or nowhere to place it. False: the player chooses. */
export function settleInfluence(ctx: Ctx, c: Chain, t: InfluenceTask): boolean {
  const s = ctx.s;
  if (t.t === 'influence') {
    if (t.n <= 0) {
      taskDone(c, t);
      return true;
    }
    if (faceDownProjects(s).length === 0) {
      taskDone(c, t);
      say(ctx, `${t.n} Influence is lost: there is no face-down Project to hold it.`);
      return true;
    }
    return false;
  }
  if (influenceTargets(s, t.from).length === 0) {
    taskDone(c, t);
    say(ctx, `${t.owners.length === 1 ? '1 Influence token goes back to its owner' : `${t.owners.length} Influence tokens go back to their owners`}: no other face-down Project.`);
    return true;
  }
  return false;
}
