import { decisionRng } from '../../engine/ai-policy';
import { ok, type Result } from '../../engine/result';
import type { PlayerId, Prompt } from '../../engine/types';
import { wholeParts } from '../../engine/wording';
import type { Language } from '../../words/locales';
import { listIn, t } from '../../words/translate';
import type { GameModule } from '../module';
import { refuse, type Refusal } from '../words/refusals';
import { nameSeats, seatLanguage } from '../table/seat-names';
import { aiLevels } from '../seats/lobby-seats';
import type { Session } from '../session-schema';

/**
 * Hint: what the play-to-win seat would answer in a person's place, and one line why from what it weighed. It is
 * given the seat's own view and its prompt, the same as an AI seat, so it knows nothing the person could not see.
 * It is the person's alone, so it is said in their language, the options' labels and the AI's reason with it.
 */

/** A message's room for the hint; the reason is the seat's own line, kept whole. */
const HINT_MAX = 1000;

/** The hint for `prompt`, the decision `p` owes now, in `language` (the seat's own unless given), or why there is none. */
export function hintFor(s: Session, mod: GameModule, p: PlayerId, prompt: Prompt | null, language: Language = seatLanguage(s, p)): Result<string, Refusal> {
  if (s.hints !== 'on') return refuse('hints-off');
  if (!prompt || s.phase !== 'playing') return refuse('no-hint');
  const engine = mod.engine;
  const best = aiLevels(mod)[0]!;
  const view = engine.view(s.state, p);
  // The same generator an AI seat would use at this point, so a hint and the seat it stands for agree.
  const rng = decisionRng(s.seed ?? '', p, prompt.id, s.logCount);
  const advice = best.advise?.(engine, view, prompt, rng) ?? { answer: best.decide(engine, view, prompt, rng), why: '' };
  const named = advice.shows !== undefined ? [advice.shows] : advice.answer;
  const labels = named.map((v) => prompt.options.find((o) => o.value === v)?.label ?? v).map((l) => `**${nameSeats(s, l, language)}**`);
  const open = prompt.options.length;
  const lines = [
    t(language, 'reference:hint.choose', { choice: listIn(language, 'and', labels) }),
    advice.why ? nameSeats(s, advice.why, language) : '',
    open > 1 ? t(language, 'reference:hint.yours-open', { count: open }) : t(language, 'reference:hint.yours'),
  ];
  return ok(wholeParts(lines.filter(Boolean).join('\n'), HINT_MAX, () => ''));
}
