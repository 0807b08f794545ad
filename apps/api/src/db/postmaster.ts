import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The first lines of PostgreSQL's `postmaster.pid` lock file. */
export interface PostmasterPid {
  pid: number;
  dataDir: string;
  port: number;
}

export function readPostmasterPid(dataDir: string): PostmasterPid | null {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pid, directory, , port] = readFileSync(file, 'utf8').split('\n');
  const parsed = { pid: Number(pid), dataDir: directory?.trim() ?? '', port: Number(port) };
  return Number.isInteger(parsed.pid) && parsed.pid > 0 ? parsed : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  try {
    // The command name in brackets may contain spaces; the fields after it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** A live process that is a postgres server for this data directory (not a recycled pid). */
function isPostmasterOf(pid: number, dataDir: string): boolean {
  if (!isAlive(pid)) return false;
  const argv = commandLine(pid);
  if (!argv) return true; // No /proc: the lock file's pid is the best we know.
  return argv.some((argument) => argument.includes('postgres')) && argv.some((arg) => resolve(arg) === dataDir);
}

/** The server that spawned the postmaster is still running (a node process), so the cluster is in use. */
function ownerStillRunning(pid: number): number | null {
  const parent = parentOf(pid);
  if (!parent || parent === 1) return null;
  if (parent === process.pid) return parent;
  const argv = commandLine(parent);
  return argv?.some((argument) => /(^|\/)node$/.test(argument)) ? parent : null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running (adopted by init), holding the data
 * directory's lock file, so a new postmaster refuses to start. Stops such a leftover with a fast
 * shutdown (SIGINT: open transactions roll back, committed data is flushed), falling back to an
 * immediate shutdown (SIGQUIT: crash recovery on the next start, still nothing committed lost).
 * Returns what it did, for the log; throws when another running server still uses the directory.
 */
export async function stopLeftoverPostmaster(directory: string): Promise<string | null> {
  const dataDir = resolve(directory);
  const lock = readPostmasterPid(dataDir);
  if (!lock || !isPostmasterOf(lock.pid, dataDir)) return null;
  const owner = ownerStillRunning(lock.pid);
  if (owner) {
    throw new Error(
      `The PostgreSQL server of ${dataDir} (pid ${lock.pid}, port ${lock.port}) belongs to another running server (pid ${owner}). Stop that server first, or give this one another DATA_DIR.`,
    );
  }
  const started = Date.now();
  process.kill(lock.pid, 'SIGINT');
  if (await waitForExit(lock.pid, 30_000)) {
    return `Stopped a PostgreSQL server left running by an earlier run (pid ${lock.pid}, port ${lock.port}, data ${dataDir}) with a fast shutdown in ${Date.now() - started} ms`;
  }
  process.kill(lock.pid, 'SIGQUIT');
  if (await waitForExit(lock.pid, 10_000)) {
    return `Stopped a PostgreSQL server left running by an earlier run (pid ${lock.pid}, port ${lock.port}, data ${dataDir}) with an immediate shutdown after a fast shutdown did not finish in 30 s`;
  }
  throw new Error(
    `A PostgreSQL server left running by an earlier run (pid ${lock.pid}, data ${dataDir}) does not stop; stop it by hand and start again.`,
  );
}
