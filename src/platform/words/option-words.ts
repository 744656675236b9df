import type { OptionSpec } from '../../engine/types';
import { listWords } from '../../engine/words';
import { sayTable, tableWords } from './table-words';
import { say } from '../../words/say';
import type { Language } from '../../words/locales';

/** An option's name as words, as a refusal names what was typed (`max_rounds`: "max rounds"). */
export function optionNameWords(spec: OptionSpec): string {
  return spec.name.replace(/[_-]+/g, ' ');
}

/** An option as a player says it in a lobby: its label, else its name as words. */
function optionLabel(spec: OptionSpec): string {
  return spec.label ?? optionNameWords(spec);
}

/** An option's value as a player reads it: a choice's label, yes or no, an integer's 0 under the word its spec gives. */
export function optionValueWords(spec: OptionSpec, value: unknown): string {
  switch (spec.kind) {
    case 'boolean':
      return value === true ? tableWords('option.yes') : value === false ? tableWords('option.no') : String(value);
    case 'integer':
      return value === 0 && spec.zeroMeans !== undefined ? spec.zeroMeans : String(value);
    case 'choice':
      return spec.choices.find((c) => c.value === value)?.label ?? String(value);
  }
}

/** What a player may give for an option, as the end of "choose …": its values, or its range of numbers; said where it is read. */
export function optionChoicesWords(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'boolean':
      return tableWords('option.trueFalse');
    case 'integer':
      return spec.zeroMeans === undefined ? tableWords('option.range', { min: spec.min, max: spec.max }) : tableWords('option.rangeZero', { min: spec.min, max: spec.max, zero: spec.zeroMeans });
    case 'choice':
      return listWords('or', spec.choices.map((c) => c.value));
  }
}

/** The one line of a lobby for an option, in `language`: "Seesaw tips at: **automatic**". */
export function optionLine(spec: OptionSpec, value: unknown, language: Language): string {
  const label = say(language, optionLabel(spec));
  return sayTable(language, 'option.line', { label: `${label.charAt(0).toUpperCase()}${label.slice(1)}`, value: optionValueWords(spec, value) });
}
