import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const GAMES = ['tipping-point', 'earth', 'vested-interests'];

/** The document's rooms: each heading that names a folder, with its text up to the next heading. */
function rooms(): Map<string, string> {
  const out = new Map<string, string>();
  const parts = doc.split(/^#{2,3} /m).slice(1);
  for (const part of parts) {
    const m = /^`([^`]+\/)`/.exec(part);
    if (m) out.set(m[1]!, part);
  }
  return out;
}

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((f) => {
    const rel = `${dir}/${f}`;
    return statSync(path.join(root, rel)).isDirectory() ? files(rel) : /\.(ts|mjs)$/.test(f) ? [rel] : [];
  });
}

describe('docs/architecture names the code as it is', () => {
  it('names every file of src/bot and src/platform in the table of its own room', () => {
    const byRoom = rooms();
    const unnamed = [...files('src/bot'), ...files('src/platform')].filter((f) => {
      const room = byRoom.get(`${path.dirname(f)}/`);
      return !room || !room.includes(`\`${path.basename(f)}\``);
    });
    expect(unnamed).toEqual([]);
  });

  it('names every file of each game in the games\' plan, by its own name or by the pattern of its folder', () => {
    const plan = doc.slice(doc.indexOf('## `src/games/<game>/`'), doc.indexOf('## `render/<game>/`'));
    const patterns: [RegExp, string][] = [[/^ai\//, '`ai/<level>.ts`'], [/^rules\//, '`rules/<area>.ts`'], [/-options\.ts$/, '`<choice>-options.ts`']];
    const unnamed = GAMES.flatMap((g) => files(`src/games/${g}`).map((f) => path.relative(`src/games/${g}`, f))).filter((f) => {
      const byPattern = patterns.find(([re]) => re.test(f));
      if (byPattern && plan.includes(byPattern[1])) return !(f.includes('-options') ? plan.includes(`\`${path.basename(f)}\``) : true);
      return !plan.includes(`\`${path.basename(f)}\``);
    });
    expect([...new Set(unnamed)]).toEqual([]);
  });

  it('keeps every room small: at most 15 files a folder under src/bot and src/platform, and at most 6 at the platform\'s root', () => {
    const dirs = (dir: string): string[] => [dir, ...readdirSync(path.join(root, dir)).filter((f) => statSync(path.join(root, dir, f)).isDirectory()).flatMap((f) => dirs(`${dir}/${f}`))];
    const count = (dir: string) => readdirSync(path.join(root, dir)).filter((f) => !statSync(path.join(root, dir, f)).isDirectory()).length;
    const crowded = [...dirs('src/bot'), ...dirs('src/platform')].filter((d) => count(d) > 15).map((d) => `${d}: ${count(d)}`);
    expect(crowded).toEqual([]);
    expect(count('src/platform')).toBeLessThanOrEqual(6);
  });

  it('keeps every class and function of the platform within about 120 lines', () => {
    const long: string[] = [];
    for (const f of files('src/platform')) {
      const sf = ts.createSourceFile(f, readFileSync(path.join(root, f), 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (n: ts.Node): void => {
        if (ts.isFunctionLike(n) || ts.isClassDeclaration(n)) {
          const lines = sf.getLineAndCharacterOfPosition(n.getEnd()).line - sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
          if (lines > 120) long.push(`${f}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1} (${lines} lines)`);
        }
        ts.forEachChild(n, visit);
      };
      visit(sf);
    }
    expect(long).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const named = [...doc.matchAll(/`((?:src|render|commands|test|bench|docs|data)\/[^`\s]*)`/g)].map((m) => m[1]!);
    const missing = named.filter((p) => {
      const candidates = p.includes('<game>') ? GAMES.map((g) => p.replace('<game>', g)) : [p];
      return !candidates.some((c) => !c.includes('<') && existsSync(path.join(root, c)));
    });
    expect(missing).toEqual([]);
  });

  it("names in each room's table only files that are in that room", () => {
    const stray: string[] = [];
    for (const [dir, text] of rooms()) {
      if (dir.includes('<')) continue;
      for (const m of text.matchAll(/^\| `([^`]+)` \|/gm)) if (!existsSync(path.join(root, dir, m[1]!))) stray.push(`${dir}${m[1]}`);
    }
    expect(stray).toEqual([]);
  });
});
