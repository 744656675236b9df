import { openStore } from '../../src/store/game-store';

/**
 * One of two processes racing on one channel (cross-process-race.test.ts): each step loads the game, adds one to
 * its counter and saves with the revision it loaded, retrying from a fresh load when the store says another
 * process saved first. Prints how many saves the store acknowledged.
 */
const [url, namespace, channelId, stepsText] = process.argv.slice(2);
const store = await openStore(url === 'sqlite' ? undefined : url, { namespace: namespace!, sqliteDir: process.env.RACE_SQLITE_DIR ?? 'var' });
let acknowledged = 0;
let conflicts = 0;
for (let step = 0; step < Number(stepsText); step++) {
  for (;;) {
    const cur = await store.load(channelId!);
    if (cur.kind !== 'ok') throw new Error(`no record to race on: ${cur.kind}`);
    const session = cur.record.session as { count: number };
    const saved = await store.save({ ...cur.record, session: { count: session.count + 1 } }, cur.record.rev);
    if (saved.ok) break;
    if (saved.error !== 'conflict') throw new Error(`save refused: ${saved.error}`);
    conflicts++;
  }
  acknowledged++;
}
await store.close();
process.stdout.write(`${JSON.stringify({ acknowledged, conflicts })}\n`);
