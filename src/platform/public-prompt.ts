import type { Option, PlayerId, Prompt } from '../engine/types';

/**
 * What the channel may know about an open decision: who owes it and a public phrase.
 * The options of a private prompt are dropped here, the one place prompts go public.
 */
export interface PublicPrompt {
  player: PlayerId;
  id: string;
  text: string;
  options: readonly Option[] | null;
  min: number;
  max: number;
}

export function publicPrompts(prompts: readonly Prompt[]): PublicPrompt[] {
  return prompts.map((p) => ({
    player: p.player,
    id: p.id,
    text: p.publicText,
    options: p.private ? null : p.options,
    min: p.min ?? 1,
    max: p.max ?? 1,
  }));
}
