import { AttachmentBuilder } from 'discord.js';
import { wholeParts } from '../../engine/wording';
import type { Picture } from '../../platform/module';

/** Discord's longest attachment description, which screen readers read as the picture's alt text. */
const ALT_MAX = 1024;

/**
 * A picture's alt text in whole sentences: a crowded board's description may run past Discord's limit, and then it
 * says that the rest is in the message's text.
 */
export const altText = (picture: Picture): string => wholeParts(picture.alt, ALT_MAX, () => '(More in the message text.)');

/** A picture as a message attachment, described by its alt text. */
export function pictureFile(picture: Picture): AttachmentBuilder {
  return new AttachmentBuilder(picture.png, { name: picture.name, description: altText(picture) });
}
