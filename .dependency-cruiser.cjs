/**
 * The house's layering, checked on every `npm test` (docs/architecture.md draws it):
 * engines and games are pure, each game sees only the shared engine and itself, renderers see views,
 * the platform knows nothing of Discord, and no shipped code reaches into test/.
 */
module.exports = {
  forbidden: [
    {
      name: 'game-sees-only-engine-and-itself',
      comment: 'A game imports only src/engine, its own folder and its own card data.',
      severity: 'error',
      from: { path: '^src/games/([^/]+)/' },
      to: { pathNot: ['^src/engine/', '^src/games/$1/', '^data/$1/', '^node_modules/zod/'] },
    },
    {
      name: 'engine-is-pure',
      comment: 'The shared engine imports nothing but itself and zod.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { pathNot: ['^src/engine/', '^node_modules/zod/'] },
    },
    {
      name: 'render-sees-no-discord-or-store',
      comment: 'Renderers turn views into pictures: no Discord, no store, no bot.',
      severity: 'error',
      from: { path: '^render/' },
      to: { path: ['^node_modules/(discord\\.js|@discordjs|keyv|@keyv)/', '^src/(store|bot|platform)/'] },
    },
    {
      name: 'platform-sees-no-discord',
      comment: 'The platform coordinates a table; only src/bot speaks Discord.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: ['^node_modules/(discord\\.js|@discordjs)/', '^src/bot/', '^commands/', '^render/'], pathNot: '^render/picture\\.ts$' },
    },
    {
      name: 'store-sees-no-game-or-discord',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: ['^node_modules/(discord\\.js|@discordjs)/', '^src/(bot|games|platform)/', '^render/', '^commands/'] },
    },
    {
      name: 'platform-table-is-pure',
      comment: 'src/platform/table is the pure table: no store, no runner, no deliveries (the runner loads, saves and sends).',
      severity: 'error',
      from: { path: '^src/platform/(table|pace)/' },
      to: { path: ['^src/store/', '^src/platform/(dms|after-game)/', '^src/platform/(table-runner|table-records|runner-deps|ai-runner|read-session|server-settings|table-census)\\.ts$', '^node_modules/(keyv|@keyv|better-sqlite3|pino|piscina)/', '^node:(fs|net|http|worker_threads|child_process)$'] },
    },
    {
      name: 'platform-rooms-below-the-runner',
      comment: 'The runner (src/platform/*.ts) uses its rooms; a room never reaches back up into the runner.',
      severity: 'error',
      from: { path: '^src/platform/[^/]+/' },
      to: { path: '^src/platform/(table-runner|runner-deps|ai-runner)\\.ts$' },
    },
    {
      name: 'bot-views-build-payloads-only',
      comment: 'src/bot/views turns sessions and views into payloads: it sends nothing, draws nothing, reads no store, runs no table.',
      severity: 'error',
      from: { path: '^src/bot/views/' },
      to: { path: ['^src/bot/(channel|input|pictures|timers|ops)/', '^src/bot/[^/]+\\.ts$', '^src/store/', '^src/platform/(table-runner|table-records|runner-deps|ai-runner|read-session)\\.ts$', '^src/platform/dms/', '^render/'] },
    },
    {
      name: 'bot-pictures-only-draw',
      comment: 'src/bot/pictures draws and caches pictures; it neither posts messages nor handles input nor runs a table.',
      severity: 'error',
      from: { path: '^src/bot/pictures/' },
      to: { path: ['^src/bot/(channel|input|timers|views)/', '^src/bot/[^/]+\\.ts$', '^src/store/', '^src/platform/table-runner\\.ts$', '^node_modules/(discord\\.js|@discordjs)/'] },
    },
    {
      name: 'bot-ops-stands-alone',
      comment: 'src/bot/ops (config, logging, metrics, health) knows nothing of tables, messages or input.',
      severity: 'error',
      from: { path: '^src/bot/ops/' },
      to: { path: ['^src/bot/(channel|input|pictures|timers|views)/', '^src/platform/'] },
    },
    {
      name: 'bot-channel-not-input',
      comment: 'src/bot/channel shows tables, pings and DMs; interactions and timers call it, never the other way round.',
      severity: 'error',
      from: { path: '^src/bot/channel/' },
      to: { path: ['^src/bot/(input|timers)/', '^src/bot/(bot|main|bot-context)\\.ts$'] },
    },
    {
      name: 'nothing-imports-tests',
      comment: 'Shipped code never reaches into test/ (the bench, a dev tool, drives the test Discord server).',
      severity: 'error',
      from: { path: '^(src|render|commands)/' },
      to: { path: '^test/' },
    },
    {
      name: 'no-circular',
      comment: 'An import circle means two files are one idea: keep them together.',
      severity: 'error',
      from: { path: '^(src|render|commands)/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.js', '.json'] },
    exclude: { path: '^(node_modules|out|var)/' },
  },
};
