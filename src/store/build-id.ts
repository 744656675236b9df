import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Names the running code by the contents of the folders that decide whether a stored game is readable
 * (the source and the card data). Two processes running the same code agree; a deploy or a rollback changes it,
 * so a record one build set aside is judged again by the next (see the invalid marker in quarantine.ts).
 */
export function buildId(root: string, folders: readonly string[] = ['src', 'data']): string {
  const hash = createHash('sha256');
  for (const folder of folders) for (const file of filesUnder(path.join(root, folder))) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return process.env.HOTHOUSE_BUILD ?? hash.digest('hex').slice(0, 16);
}

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}
