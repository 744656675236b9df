import { registry, type GameModule } from './platform/module';

/** The games this bot hosts: each pairs a pure engine with its renderers. */
export const gameModules: readonly GameModule[] = [];

export const modules = registry(gameModules);
