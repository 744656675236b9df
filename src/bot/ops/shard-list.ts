/** Far past any bot's shard count (2,500 servers a shard); keeps a typo like 0-99999999 from spelling out every id. */
const MAX_SHARDS = 65_536;

/**
 * SHARD_LIST: which of SHARD_COUNT shards this host runs, as ids and ranges separated by commas (`0-3`, `4,5,6,7`,
 * `0-1,6`). Answers the ids in ascending order, or why the text is not such a list.
 */
export function parseShardList(text: string): { ok: true; ids: number[] } | { ok: false; why: string } {
  const ids: number[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    if (!m) return { ok: false, why: `"${part}" is not a shard id or a range like 0-3` };
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from) return { ok: false, why: `the range ${part} runs backwards` };
    if (to >= MAX_SHARDS) return { ok: false, why: `shard ids run below ${MAX_SHARDS}` };
    for (let id = from; id <= to; id++) {
      if (ids.includes(id)) return { ok: false, why: `shard ${id} is listed twice` };
      ids.push(id);
    }
  }
  return { ok: true, ids: ids.sort((a, b) => a - b) };
}
