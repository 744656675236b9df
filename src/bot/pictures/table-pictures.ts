import type { Language } from '../../words/locales';
import type { Option } from '../../engine/types';
import type { GameModule, Picture, SeatNames } from '../../platform/module';
import { jsonOf } from '../../platform/table/private-part';
import type { Drawing } from './drawing';

/** Channels whose last table picture is kept: about 100 kB each, and the text of what it shows (tens of kB). */
const KEPT = 256;

/**
 * The last table picture of each channel, so a change that leaves the picture as it was (a log line, a seat's
 * private step, a ping) sends the same picture again instead of drawing it again.
 */
export class TablePictures {
  private readonly last = new Map<string, { key: string; picture: Picture }>();

  constructor(
    private readonly drawing: Drawing,
    private readonly onReused: () => void = () => undefined,
  ) {}

  /** Null when `wanted` said no before it was drawn (a newer state of the channel will be). `language`: the table's; a picture is kept by it too. */
  async of(channelId: string, mod: GameModule, view: unknown, names: SeatNames, choices: readonly Option[] | undefined, wanted: () => boolean, language: Language = 'en'): Promise<Picture | null> {
    // The view is the engine's own (frozen) object for its state, already written out for the table's face: the key
    // is that text, compared whole, not hashed again on every change. Of the options, only what the picture reads of
    // them counts when the game says (a step that marks nothing new is the same picture).
    const marks = mod.tableMarks ? JSON.stringify(mod.tableMarks(view, choices, language)) : choices ? jsonOf(choices) : '-';
    const key = [mod.engine.id, language, jsonOf(view), marks, JSON.stringify(names)].join('\u0000');
    const kept = this.last.get(channelId);
    if (kept?.key === key) {
      this.keep(channelId, kept);
      this.onReused();
      return kept.picture;
    }
    const picture = await this.drawing.table(mod, view, names, choices, wanted, channelId, language);
    if (picture) this.keep(channelId, { key, picture });
    return picture;
  }

  private keep(channelId: string, entry: { key: string; picture: Picture }): void {
    this.last.delete(channelId);
    this.last.set(channelId, entry);
    if (this.last.size > KEPT) this.last.delete(this.last.keys().next().value!);
  }
}
