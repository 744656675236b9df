/**
 * Tipping Point's rules topics in no language yet (src/engine/words.ts): each topic's name, text, rulebook section
 * and the other words it is found by are texts of the `tp-rules` catalogue, said in the reader's language where
 * `/game rules`, "Why?" or a lesson shows them.
 */
import type { RulesTopic } from '../../engine/types';
import { catalogueTopic } from '../../engine/rules-topic';
import { words, type WordParams } from '../../engine/words';

/** A text of the rules catalogue (`tp-rules:<key>`). */
export const rw = (key: string, params: WordParams = {}): string => words(`tp-rules:${key}`, params);

/** The topic `topic` written by the catalogue's `topic.<key>` texts (see catalogueTopic). */
export const rulesTopic = (topic: string, o: Pick<RulesTopic, 'area' | 'kind'> & { source?: boolean } = {}): RulesTopic => catalogueTopic('tp-rules', topic, o);
