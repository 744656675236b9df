// Builds the bot once into plain JavaScript (dist/), so production runs `node dist/main.js` with no compiler at
// run time. Packages stay outside the bundle (node_modules ships beside it); the card data is bundled in; the fonts
// are copied next to the bundle, where render/fonts.ts looks for them (beside the running module).
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

// `node scripts/build.mjs [outdir]`: dist/ unless told (the sharding end-to-end test builds into a temporary one).
const out = process.argv[2] ?? 'dist';
rmSync(out, { recursive: true, force: true });
await build({
  // The picture worker is an entry of its own: drawing.ts starts it as dist/picture-worker.js beside main.js.
  entryPoints: {
    main: 'src/bot/main.ts',
    'deploy-commands': 'src/bot/deploy-commands.ts',
    'picture-worker': 'src/bot/pictures/picture-worker.ts',
    // The REST proxy every bot process of a bot sends through when the bot runs on several hosts.
    proxy: 'src/proxy/main.ts',
    // A process that draws the bot's pictures off the Redis picture queue (PICTURE_QUEUE_URL), on any host. Named
    // apart from picture-worker.js, the thread the bot's own pool runs, which it starts beside it.
    'picture-queue-worker': 'src/picture-worker/main.ts',
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('render/fonts', join(out, 'fonts'), { recursive: true });
