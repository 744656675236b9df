/**
 * Earth only: decisions per turn and per off-turn over seeded default games, with means and how many off-turns
 * ask anything (`npx tsx bench/earth-decisions.ts [games]`).
 */
import { modules } from '../src/modules';
import { decisionsPerAction, defaultGame } from './decisions';

const games = Number(process.argv[2] ?? 8);
const earth = new Map([...modules].filter(([id]) => id === 'earth'));
console.table(decisionsPerAction(earth, games));
const engine = earth.get('earth')!.engine;
let turnAnswers = 0;
let offAnswers = 0;
let turns = 0;
let offTurnsAsked = 0;
let offTurns = 0;
for (let n = 2; n <= engine.maxPlayers; n++)
  for (let g = 0; g < games; g++) {
    const byTurn = new Map<string, { active: string | null; n: Map<string, number> }>();
    for (const st of defaultGame(engine, n, `decisions-${n}-${g}`)) {
      const m = /^e(\d+)\./.exec(st.prompt.id);
      if (!m) continue;
      const t = byTurn.get(m[1]!) ?? { active: null, n: new Map<string, number>() };
      byTurn.set(m[1]!, t);
      if (/^Your turn\b/.test(st.prompt.text)) t.active = st.prompt.player;
      t.n.set(st.prompt.player, (t.n.get(st.prompt.player) ?? 0) + 1);
    }
    for (const t of byTurn.values()) {
      if (!t.active) continue;
      turns += 1;
      turnAnswers += t.n.get(t.active) ?? 0;
      for (let i = 0; i < n; i++) {
        if (`p${i}` === t.active) continue;
        const k = t.n.get(`p${i}`) ?? 0;
        offTurns += 1;
        offAnswers += k;
        if (k > 0) offTurnsAsked += 1;
      }
    }
  }
console.log({ turns, meanPerTurn: +(turnAnswers / turns).toFixed(2), offTurns, meanPerOffTurn: +(offAnswers / offTurns).toFixed(2), offTurnsAsked, share: +(offTurnsAsked / offTurns).toFixed(3) });
