import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const UPLOAD_DIRECTORY_PREFIX = 'contact-upload-';
/** Far longer than any upload takes, so another process's upload in progress is never touched. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes the temporary upload directories that a killed process left behind (a process that
 * lives removes its own, whatever happens to the request). Returns how many it removed.
 */
export async function removeAbandonedUploads(root = tmpdir(), now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(root).catch(() => [])) {
    if (!name.startsWith(UPLOAD_DIRECTORY_PREFIX)) continue;
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isDirectory() || now - info.mtimeMs < ABANDONED_AFTER_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
