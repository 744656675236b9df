import { readFileSync } from 'node:fs';

/**
 * The fields of a Linux /proc stat file (`/proc/<pid>/stat`, `/proc/self/task/<tid>/stat`) after the command's closing
 * parenthesis, which may itself hold spaces: state, ppid, pgrp … Null when the process or thread is gone.
 */
export function procStat(path: string): string[] | null {
  let stat: string;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU ms a stat's fields give: utime and stime (the 14th and 15th of the line), in ticks of 1/100 s. */
export const cpuMsOf = (fields: readonly string[]): number => (Number(fields[11]) + Number(fields[12])) * 10;
