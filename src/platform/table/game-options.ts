import { err, ok, type Result } from '../../engine/result';
import type { AnyEngine, OptionSpec } from '../../engine/types';
import { refuse, refusal, type Refusal } from '../refusals';

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
    if (choice) return `for ${choice.label}, give ${given(form, spec.name, choice.value)}`;
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

/** A game's options as given to /game new, checked once: each name known, each value fitting. */
export function gameOptions(engine: AnyEngine, options: Record<string, unknown>): Result<Record<string, unknown>, Refusal> {
  const unknown = unknownOptionsRefusal(engine, Object.keys(options), 'slash');
  if (unknown) return err(unknown);
  const parsed = engine.optionsSchema.safeParse(options);
  if (!parsed.success) return refuse('bad-options', engine.name, parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '));
  return ok(parsed.data);
}
