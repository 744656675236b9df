import type { RulesTopic } from './types';
import { words } from './words';

/**
 * A game's rules topic `topic` written by its rules catalogue's `topic.<key>` texts (`namespace`, the key with dashes
 * for spaces): its title, text and the other words it is found by, and its rulebook section when `source` says it has
 * one. Each is said in the reader's language where `/game rules`, "Why?" or a lesson shows it.
 */
export function catalogueTopic(namespace: string, topic: string, o: Pick<RulesTopic, 'area' | 'kind'> & { source?: boolean } = {}): RulesTopic {
  const key = `topic.${topic.replace(/ /g, '-')}`;
  const rw = (k: string) => words(`${namespace}:${k}`);
  return {
    topic,
    title: rw(`${key}.title`),
    ...(o.area ? { area: o.area } : {}),
    ...(o.kind ? { kind: o.kind } : {}),
    ...(o.source ? { source: rw(`${key}.source`) } : {}),
    words: [rw(`${key}.words`)],
    text: rw(`${key}.text`),
  };
}
