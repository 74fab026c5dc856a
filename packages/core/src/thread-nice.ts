// The nice values of this process's threads, as Linux reports them: how tests check that a worker thread lowered its
// own priority (thread-priority.cjs sets it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Nice value of each thread of this process (field 19 of /proc/self/task/<tid>/stat); undefined without /proc. */
export function threadNiceValues(): number[] | undefined {
  if (!existsSync('/proc/self/task')) return undefined;
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The command name (field 2) may hold spaces; the fields after its closing parenthesis start at field 3.
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}
