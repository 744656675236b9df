/**
 * `npm run balance -- --games N`: seeded all-AI games of every game, measured and written to a
 * Markdown report with charts (out/balance/ by default). Progress goes to stderr.
 */
import { parseArgs } from './args';
import { runBalance } from './run';

let args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(2);
}
const run = await runBalance(args);
for (const v of run.strength.verdicts) process.stdout.write(`${v.holds ? 'ok  ' : 'FAIL'} ${v.claim}: ${v.detail}\n`);
process.stdout.write(`Report: ${args.out}/README.md\n`);
