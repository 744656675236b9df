import type { GameModule, Picture, SeatNames } from '../platform/module';
import { privateHash } from '../platform/session';

/** How many private pictures to keep: enough for every seat of the busiest games, a few MB. */
const PICTURE_CACHE = 64;

/** Private pictures are drawn once per distinct view: the DM and later panels share them (least recently used goes first). */
export class PrivatePictures {
  private readonly pictures = new Map<string, Picture | null>();

  async of(mod: GameModule, view: unknown, names: SeatNames): Promise<Picture | null> {
    const key = `${mod.engine.id}:${privateHash([view, names])}`;
    const hit = this.pictures.get(key);
    if (hit !== undefined) {
      this.pictures.delete(key);
      this.pictures.set(key, hit);
      return hit;
    }
    const picture = await mod.renderPrivate(view, names);
    this.pictures.set(key, picture);
    if (this.pictures.size > PICTURE_CACHE) this.pictures.delete(this.pictures.keys().next().value!);
    return picture;
  }
}
