/** An encoded picture (its format is the one `name` ends with) and a line of alt text. Renderers see views only, never a full state. */
import type { Layout } from './layout';

export interface Picture {
  /** The encoded image; its format is the one `name` ends with. */
  png: Buffer;
  name: string;
  alt: string;
  /**
   * What the picture leaves to text because a phone could not read it at the picture's scale (long effects, card
   * texts): plain lines the message may show beside the picture. Absent when the picture holds everything.
   */
  details?: string;
  /**
   * The state a decision rests on, in a line or two (the Seesaw, the scores, the Dial and each player's means): the
   * table message says it in text beside the picture, so it is read, not only seen.
   */
  state?: string;
  /** Where its texts were drawn, for the layout test; not sent anywhere. */
  layout?: Layout;
}

/** Player names by seat (p0 → "ana"): public, so any picture may show them. */
export type SeatNames = Readonly<Record<string, string>>;
