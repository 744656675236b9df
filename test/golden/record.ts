import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { goldenCases, playGolden } from './golden-games';

/** Re-records every golden game: `npx tsx test/golden/record.ts [name-filter]`. */
const dir = join(import.meta.dirname, 'fixtures');
mkdirSync(dir, { recursive: true });
const only = process.argv[2];
for (const c of goldenCases()) {
  if (only && !c.name.includes(only)) continue;
  const t0 = performance.now();
  const g = playGolden(c);
  writeFileSync(join(dir, `${c.name}.json`), `${JSON.stringify(g)}\n`);
  console.log(`${c.name}: ${g.answers.length} answers, ${g.public.length} public lines, ${Math.round(performance.now() - t0)} ms`);
}
