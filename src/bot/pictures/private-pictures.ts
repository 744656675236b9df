import type { Option } from '../../engine/types';
import type { GameModule, Picture, SeatNames } from '../../platform/module';
import { privateHash } from '../../platform/table/private-part';
import type { Drawing } from './drawing';

/** How many private pictures to keep: enough for every seat of the busiest games, a few MB. */
const PICTURE_CACHE = 64;

/** Private pictures are drawn once per distinct view: the DM and later panels share them (least recently used goes first). */
export class PrivatePictures {
  private readonly pictures = new Map<string, Picture | null>();

  constructor(private readonly drawing: Drawing) {}

  /** `choices`: the options of the seat's own open prompt, which the picture marks. */
  async of(mod: GameModule, view: unknown, names: SeatNames, choices?: readonly Option[]): Promise<Picture | null> {
    const key = `${mod.engine.id}:${privateHash([view, names, choices ?? null])}`;
    const hit = this.pictures.get(key);
    if (hit !== undefined) {
      this.pictures.delete(key);
      this.pictures.set(key, hit);
      return hit;
    }
    const picture = await this.drawing.private(mod, view, names, choices);
    this.pictures.set(key, picture);
    if (this.pictures.size > PICTURE_CACHE) this.pictures.delete(this.pictures.keys().next().value!);
    return picture;
  }
}
