import { earthModule } from './game-modules/earth';
import { tippingPointModule } from './game-modules/tipping-point';
import { vestedInterestsModule } from './game-modules/vested-interests';
import { registry, type GameModule } from './platform/module';

/** The games this bot hosts: each pairs a pure engine with its renderers. */
export const gameModules: readonly GameModule[] = [tippingPointModule, earthModule, vestedInterestsModule];

export const modules = registry(gameModules);
