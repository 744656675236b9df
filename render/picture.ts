/** A PNG and a line of alt text. Renderers see views only, never a full state. */
export interface Picture {
  png: Buffer;
  name: string;
  alt: string;
}

/** Player names by seat (p0 → "ana"): public, so any picture may show them. */
export type SeatNames = Readonly<Record<string, string>>;
