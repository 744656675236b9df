import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import type { Option } from '../engine/types';
import { encodeCustomId } from './custom-id';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

const BUTTON_LABEL_MAX = 80;
const SELECT_MAX = 25;
const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

export function button(customId: string, label: string, style: ButtonStyle = ButtonStyle.Secondary): Row['components'][number] {
  return { type: ComponentType.Button, custom_id: customId, label: clip(label, BUTTON_LABEL_MAX), style } as Row['components'][number];
}

export function row(...components: Row['components']): Row {
  return { type: ComponentType.ActionRow, components };
}

/**
 * A prompt's options as up to five buttons when they are few and short, else one select menu.
 * Multi-select prompts always use a menu.
 */
export function promptRows(instance: string, promptId: string, options: readonly Option[], min: number, max: number): Row[] {
  if (options.length === 0) return [];
  const fitsButtons = max === 1 && options.length <= 5 && options.every((o) => o.label.length <= 40);
  if (fitsButtons) {
    return [row(...options.map((o, i) => button(encodeCustomId({ kind: 'answer', instance, prompt: promptId, value: o.value }), o.label, i === 0 ? ButtonStyle.Primary : ButtonStyle.Secondary)))];
  }
  if (options.length > SELECT_MAX) throw new Error(`Prompt ${promptId} offers ${options.length} options; a menu holds ${SELECT_MAX}`);
  return [
    row({
      type: ComponentType.StringSelect,
      custom_id: encodeCustomId({ kind: 'select', instance, prompt: promptId }),
      placeholder: max > 1 ? `Choose ${min === max ? min : `${min} to ${max}`}` : 'Choose…',
      min_values: min,
      max_values: Math.min(max, options.length),
      options: options.map((o) => ({ label: clip(o.label, 100), value: o.value, ...(o.hint ? { description: clip(o.hint, 100) } : {}) })),
    } as Row['components'][number]),
  ];
}
