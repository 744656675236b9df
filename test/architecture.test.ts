import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The layering rules, checked on the source text: engines stay pure, renderers stay away from Discord. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('architecture', () => {
  it('keeps engines free of I/O, Discord, canvas, the clock and Math.random', () => {
    for (const f of [...files('src/games'), ...files('src/engine')]) {
      const text = readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(imports(f).filter((m) => /^(discord\.js|@napi-rs\/canvas|keyv|@keyv\/|pino|node:fs|fs|node:net|node:http)/.test(m)), f).toEqual([]);
      expect(/Math\.random|Date\.now\(|new Date\(/.test(text), `${f} uses the clock or Math.random`).toBe(false);
    }
  });

  it('keeps renderers away from Discord and the store', () => {
    for (const f of files('render')) expect(imports(f).filter((m) => /^(discord\.js|keyv|@keyv\/)/.test(m)), f).toEqual([]);
  });

  it('keeps the platform session layer free of Discord', () => {
    for (const f of files('src/platform')) expect(imports(f).filter((m) => /^(discord\.js|@napi-rs\/canvas)/.test(m)), f).toEqual([]);
  });
});
