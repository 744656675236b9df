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
