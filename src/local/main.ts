import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { modules } from '../modules';
import { runLocal } from './table';

const rl = createInterface({ input: process.stdin, terminal: false });
const code = await runLocal(process.argv.slice(2), { lines: rl[Symbol.asyncIterator](), write: (s) => process.stdout.write(s) }, modules, () => randomUUID().slice(0, 8));
rl.close();
process.exit(code);
