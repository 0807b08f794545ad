import { mkdir, mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeAbandonedUploads, UPLOAD_DIRECTORY_PREFIX } from './abandoned-uploads.ts';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('removeAbandonedUploads', () => {
  it('removes upload directories older than an hour and keeps recent ones and other files', async () => {
    const root = await mkdtemp(join(tmpdir(), 'abandoned-uploads-test-'));
    try {
      const abandoned = join(root, `${UPLOAD_DIRECTORY_PREFIX}old`);
      const recent = join(root, `${UPLOAD_DIRECTORY_PREFIX}new`);
      const unrelated = join(root, 'something-else');
      for (const path of [abandoned, recent, unrelated]) await mkdir(path);
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      for (const path of [abandoned, unrelated]) await utimes(path, twoHoursAgo, twoHoursAgo);

      expect(await removeAbandonedUploads(root)).toBe(1);
      expect([await exists(abandoned), await exists(recent), await exists(unrelated)]).toEqual([false, true, true]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
