import type { Interaction } from 'discord.js';
import type { GameStore } from '../../store/game-store';
import { readServerSettings } from '../../platform/lobby/server-settings';
import { refusalText, type Refusal } from '../../platform/words/refusals';
import { resolveLocales, type Locales } from '../../words/locales';

/** The languages an interaction is answered in: its server's for the channel, the presser's own for them alone. */
export async function localesOf(i: Interaction, store: GameStore): Promise<Locales> {
  const settings = await readServerSettings(store, i.guildId);
  return resolveLocales({ setting: settings.language, guildLocale: i.guildLocale, userLocale: i.locale });
}

/** A refusal as the presser reads it: privately, so in their own language when we speak it. */
export async function refusalFor(i: Interaction, store: GameStore, r: Refusal): Promise<string> {
  return refusalText(r, (await localesOf(i, store)).private);
}
