import { earthModule } from '../../src/game-modules/earth';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { vestedInterestsModule } from '../../src/game-modules/vested-interests';
import type { GameModule } from '../../src/platform/module';

export const GAME_KEYS = ['tp', 'earth', 'vi'] as const;
export type GameKey = (typeof GAME_KEYS)[number];

export const MODULES: Readonly<Record<GameKey, GameModule>> = {
  tp: tippingPointModule,
  earth: earthModule,
  vi: vestedInterestsModule,
};

export const GAME_NAMES: Readonly<Record<GameKey, string>> = {
  tp: 'Tipping Point',
  earth: 'Earth',
  vi: 'Vested Interests',
};
