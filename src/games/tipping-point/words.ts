/**
 * Tipping Point's texts in no language yet (src/engine/words.ts): its own texts from the `tp` catalogue, its cards'
 * names and printed texts from `tp-cards`. Each is said in the reader's language where a person reads it.
 */
import { words, type WordParams } from '../../engine/words';
import type { Category, NeedTarget } from './cards/schema';
import { advisorSideById, countryById, crisisById } from './cards/catalogue';

/** A text of the game's own catalogue (`tp:<key>`). */
export const w = (key: string, params: WordParams = {}): string => words(`tp:${key}`, params);
/** A text of the cards' catalogue (`tp-cards:<key>`). */
export const wc = (key: string, params: WordParams = {}): string => words(`tp-cards:${key}`, params);

/** A category's (or a Need's) name: "Water". */
export const cat = (k: Category): string => w(`category.${k}`);
/** A Need target's name: a category, or "any". */
export const needName = (k: NeedTarget): string => (k === 'any' ? w('needAny') : cat(k));

/** A counted thing, in the plural the language gives `count`: "1 Credit", "3 Credits". */
export const n = (noun: string, count: number, params: WordParams = {}): string => w(`n.${noun}`, { ...params, count });

/** Any card's name, by its id: a Project, a Crisis, a Country or an Advisor side. */
export function cardName(id: string): string {
  if (crisisById(id)) return wc(`crises.${id}.name`);
  if (advisorSideById(id)) return wc(`advisors.${id}.name`);
  if (countryById(id)) return wc(`countries.${id}.name`);
  return wc(`projects.${id}.name`);
}

/**
 * A slot's name as a person reads it ("M13", `tp:slot.name`), from its name as an answer's value carries it. The
 * value stays "M13" in every language (it is what an answer sends back); what is shown is the catalogue's, so a
 * language may write it its own way.
 */
export function slotWords(slot: string): string {
  const m = /^([A-Z]+)(\d+)$/.exec(slot);
  return m ? w('slot.name', { column: m[1]!, row: Number(m[2]) }) : slot;
}
/** A column's name as a person reads it ("M", `tp:slot.columnName`), from its letters. */
export const columnWords = (letters: string): string => w('slot.columnName', { column: letters });
