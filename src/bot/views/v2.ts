import { ComponentType, MessageFlags, type APIComponentInContainer, type APIMessageTopLevelComponent, type APITextDisplayComponent } from 'discord.js';
import type { Picture } from '../../platform/module';
import { altText } from './picture-file';

/**
 * Discord's Components V2 messages: text in text displays, the picture in a media gallery, the controls in action
 * rows. Such a message carries no `content` nor `embeds`, and stays V2 for good, so every edit of it is V2 too. Its
 * limits are the whole message's: 40 components counting nested ones, 4,000 characters of text.
 */
export const V2_FLAGS = MessageFlags.IsComponentsV2 as const;
export const V2_COMPONENTS_MAX = 40;
export const V2_TEXT_MAX = 4000;

export type TopLevel = APIMessageTopLevelComponent;

export const textDisplay = (content: string): APITextDisplayComponent => ({ type: ComponentType.TextDisplay, content });


/** The picture where it shows: a media gallery item pointing at the attachment, with its alt text. */
export const gallery = (picture: Picture): APIComponentInContainer => ({ type: ComponentType.MediaGallery, items: [{ media: { url: `attachment://${picture.name}` }, description: altText(picture) }] });

export const container = (accent: number, children: readonly (APIComponentInContainer | null | false | '')[]): TopLevel => ({
  type: ComponentType.Container,
  accent_color: accent,
  components: children.filter((c): c is APIComponentInContainer => Boolean(c)),
});

interface Walked {
  type?: number;
  content?: unknown;
  components?: unknown;
  accessory?: unknown;
}

/** Every component of a message, nested ones included, as Discord counts them toward its 40. */
export function componentCount(components: readonly unknown[]): number {
  let n = 0;
  for (const c of components as Walked[]) {
    n += 1 + (c.accessory ? 1 : 0);
    if (Array.isArray(c.components)) n += componentCount(c.components);
  }
  return n;
}

/** The text of a message's text displays, in order, nested ones included. */
export function displayedTexts(components: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const c of components as Walked[]) {
    if (c.type === ComponentType.TextDisplay && typeof c.content === 'string') out.push(c.content);
    if (Array.isArray(c.components)) out.push(...displayedTexts(c.components));
  }
  return out;
}
