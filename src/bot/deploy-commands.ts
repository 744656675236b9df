import { REST, Routes } from 'discord.js';
import { allCommands } from './commands/index';
import { modules } from '../modules';
import type { ModuleRegistry } from '../platform/module';
import { readConfig } from './ops/config';

/** `npm run deploy-commands`: registers the slash commands globally, or to DEV_GUILD_ID for development. */
export async function deployCommands(env: NodeJS.ProcessEnv = process.env, games: ModuleRegistry = modules): Promise<string> {
  const config = readConfig(env);
  const rest = new REST(config.DISCORD_API_BASE ? { api: config.DISCORD_API_BASE } : {}).setToken(config.DISCORD_TOKEN);
  const appId = config.DISCORD_APP_ID ?? ((await rest.get(Routes.currentApplication())) as { id: string }).id;
  const body = allCommands(games);
  const route = config.DEV_GUILD_ID ? Routes.applicationGuildCommands(appId, config.DEV_GUILD_ID) : Routes.applicationCommands(appId);
  await rest.put(route, { body });
  return config.DEV_GUILD_ID ? `Registered ${body.length} command(s) to guild ${config.DEV_GUILD_ID}.` : `Registered ${body.length} command(s) globally (they can take up to an hour to appear).`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  deployCommands().then(console.log, (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
