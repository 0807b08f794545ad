import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * Where the embedded PostgreSQL cluster of a data directory lives. Decided once, when the cluster
 * is created, and recorded in `<preferred>.location` (DATA_DIR/pg.location); every later start
 * uses the recorded place or refuses to start, so a server never quietly begins with an empty
 * database next to the real one.
 */

export const locationMarker = (preferred: string) => `${resolve(preferred)}.location`;

const runsAsRoot = () => userInfo().uid === 0;
const hasCluster = (directory: string) => existsSync(join(directory, 'PG_VERSION'));

/**
 * As root, PostgreSQL runs as the `postgres` user, which must traverse every parent of its data
 * directory (the directory itself is the postgres user's own, mode 0700).
 */
function parentsTraversableByOthers(directory: string): boolean {
  let current = dirname(resolve(directory));
  while (true) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    const parent = dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** The place under the system temp dir used when the preferred place is not reachable as root. */
const fallbackClusterDir = (preferred: string) =>
  join(tmpdir(), `webshop-pg-${createHash('sha256').update(resolve(preferred)).digest('hex').slice(0, 12)}`);

export interface ClusterLocation {
  dataDir: string;
  /** No cluster there yet: initialise it, then call `record`. */
  isNew: boolean;
  /** Writes the marker, so later starts use this place (a no-op when it is already recorded). */
  record: () => void;
}

export function locateCluster(preferred: string, log: (message: string) => void): ClusterLocation {
  const wanted = resolve(preferred);
  const marker = locationMarker(wanted);
  const record = (dataDir: string) => () => {
    if (!existsSync(marker)) writeFileSync(marker, `${dataDir}\n`);
  };

  if (existsSync(marker)) {
    const recorded = readFileSync(marker, 'utf8').trim();
    if (!hasCluster(recorded)) {
      throw new Error(
        `The database of this installation lives in ${recorded} (recorded in ${marker}), but there is no PostgreSQL cluster there any more. Not starting with an empty database: restore ${recorded}, or point DATA_DIR at the right directory. To start over with a new, empty database, delete ${marker}.`,
      );
    }
    if (runsAsRoot() && !parentsTraversableByOthers(recorded)) {
      throw new Error(
        `The database of this installation lives in ${recorded} (recorded in ${marker}), but the postgres user cannot reach it: a parent directory is not traversable (chmod o+x). Fix the permissions and start again.`,
      );
    }
    return { dataDir: recorded, isNew: false, record: () => {} };
  }

  // A cluster made before the location was recorded: in the preferred place or the old fallback.
  for (const existing of [wanted, fallbackClusterDir(wanted)]) {
    if (hasCluster(existing)) {
      record(existing)();
      return { dataDir: existing, isNew: false, record: () => {} };
    }
  }

  if (!runsAsRoot() || parentsTraversableByOthers(wanted)) {
    return { dataDir: wanted, isNew: true, record: record(wanted) };
  }
  const fallback = fallbackClusterDir(wanted);
  log(
    `${dirname(wanted)} is not reachable by the postgres user (a parent directory is not traversable); creating the database in ${fallback} and recording that in ${marker}`,
  );
  return { dataDir: fallback, isNew: true, record: record(fallback) };
}
