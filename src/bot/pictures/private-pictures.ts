import type { Language } from '../../words/locales';
import type { Option } from '../../engine/types';
import type { GameModule, Picture, SeatNames } from '../../platform/module';
import { privateHash } from '../../platform/table/private-part';
import type { Drawing } from './drawing';

/**
 * The bytes of private pictures kept: about one per seat of a few hundred games. Counted in bytes, not pictures: a
 * count small enough for a few games' pictures made a busy bot draw every panel anew.
 */
const KEPT_BYTES = 64 * 1024 * 1024;

/** Private pictures are drawn once per distinct picture: the DM and later panels share them (least recently used goes first). */
export class PrivatePictures {
  private readonly pictures = new Map<string, Picture | null>();
  /** What each picture kept was drawn from, so a panel can tell that its message already shows it. */
  private readonly keys = new WeakMap<Picture, string>();
  private bytes = 0;

  constructor(
    private readonly drawing: Drawing,
    private readonly keptBytes = KEPT_BYTES,
  ) {}

  /** `choices`: the options of the seat's own open prompt, which the picture marks; `language`: the seat's own, which a picture is kept by too. */
  async of(mod: GameModule, view: unknown, names: SeatNames, choices?: readonly Option[], language: Language = 'en'): Promise<Picture | null> {
    // What the picture shows, when the game says: a seat's hand drawn once, however often the board moves around it.
    const shown = mod.privateShows ? mod.privateShows(view, names, choices, language) : [view, names, choices ?? null];
    const key = `${mod.engine.id}:${language}:${privateHash(shown)}`;
    const hit = this.pictures.get(key);
    if (hit !== undefined) {
      this.pictures.delete(key);
      this.pictures.set(key, hit);
      return hit;
    }
    const picture = await this.drawing.private(mod, view, names, choices, language);
    if (this.pictures.has(key)) return this.pictures.get(key)!;
    this.pictures.set(key, picture);
    if (picture) {
      this.keys.set(picture, key);
      this.bytes += picture.png.length;
    }
    while (this.bytes > this.keptBytes && this.pictures.size > 1) {
      const [oldest, p] = this.pictures.entries().next().value!;
      this.pictures.delete(oldest);
      this.bytes -= p?.png.length ?? 0;
    }
    return picture;
  }

  /** What `picture` was drawn from (a game, a view, its names and marks), when it came from here; else undefined. */
  keyOf(picture: Picture | null): string | undefined {
    return picture ? this.keys.get(picture) : undefined;
  }
}
