import { err, ok, type Result } from '../../engine/result';
import type { AnyEngine, OptionSpec } from '../../engine/types';
import { quote } from '../words/quote';
import { refuse, refusal, type Refusal } from '../words/refusals';
import { optionChoicesWords, optionNameWords } from '../words/option-words';
import { tableWords } from '../words/table-words';

/**
 * A game's options as a person gives them: slash options of /game new (`variant:flashpoint`) or flags of the
 * terminal table (`--variant flashpoint`). An option the game does not know is refused with the ones it takes,
 * never dropped: dropped, `flashpoint: true` would quietly start the full game.
 */
export type OptionForm = 'slash' | 'flag';

const given = (form: OptionForm, name: string, value: string) => (form === 'slash' ? `\`${name}:${value}\`` : `--${name} ${value}`);
const named = (form: OptionForm, name: string) => (form === 'slash' ? `\`${name}\`` : `--${name}`);

function values(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'boolean':
      return 'true|false';
    case 'integer':
      return `${spec.min}-${spec.max}`;
    case 'choice':
      return spec.choices.map((c) => c.value).join('|');
  }
}

/** Every option of the game with the values it takes, e.g. "`variant:full|flashpoint`". */
function optionList(engine: AnyEngine, form: OptionForm): string {
  return engine.optionSpecs.map((s) => given(form, s.name, values(s))).join(', ');
}

/** The options named that the game does not know. */
function unknownOptionNames(engine: AnyEngine, names: readonly string[]): string[] {
  return names.filter((n) => !engine.optionSpecs.some((s) => s.name === n));
}

/** When an unknown name is the value of one of the game's choices (`flashpoint`), how to give that choice. */
function meant(engine: AnyEngine, name: string, form: OptionForm): string | null {
  for (const spec of engine.optionSpecs) {
    if (spec.kind !== 'choice') continue;
    const choice = spec.choices.find((c) => c.value.toLowerCase() === name.toLowerCase());
    if (choice) return tableWords('option.meant', { label: choice.label, given: given(form, spec.name, choice.value) });
  }
  return null;
}

/** The refusal for options a game does not know, naming those it takes; null when every name is known. */
export function unknownOptionsRefusal(engine: AnyEngine, names: readonly string[], form: OptionForm): Refusal | null {
  const unknown = unknownOptionNames(engine, names);
  if (unknown.length === 0) return null;
  const hints = unknown.map((n) => meant(engine, n, form)).filter((h) => h !== null);
  return refusal('unknown-option', engine.name, unknown.map((n) => named(form, n)).join(', '), hints.join('; '), engine.optionSpecs.length ? optionList(engine, form) : '');
}

/** Whether a value fits what its spec offers; the game's own schema may still narrow it (Tipping Point's tip: 0 or 10-80). */
function fits(spec: OptionSpec, value: unknown): boolean {
  switch (spec.kind) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max;
    case 'choice':
      return spec.choices.some((c) => c.value === value);
  }
}

const shown = (value: unknown) => (typeof value === 'string' ? quote(value) : String(value));

/** A game's options as given to /game new, checked once: each name known, each value fitting, refused in its words. */
export function gameOptions(engine: AnyEngine, options: Record<string, unknown>): Result<Record<string, unknown>, Refusal> {
  const unknown = unknownOptionsRefusal(engine, Object.keys(options), 'slash');
  if (unknown) return err(unknown);
  for (const spec of engine.optionSpecs) {
    const value = options[spec.name];
    if (value !== undefined && !fits(spec, value)) return refuse('bad-option', engine.name, optionNameWords(spec), shown(value), tableWords('option.choose', { choices: optionChoicesWords(spec) }));
  }
  const parsed = engine.optionsSchema.safeParse(options);
  if (!parsed.success) {
    // Only a game's narrower rule is left; its description says in words what the option takes.
    const spec = engine.optionSpecs.find((s) => s.name === parsed.error.issues[0]?.path[0]) ?? engine.optionSpecs[0]!;
    return refuse('bad-option', engine.name, optionNameWords(spec), shown(options[spec.name]), spec.description);
  }
  return ok(parsed.data);
}
