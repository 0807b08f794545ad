import { it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { findPublicProducts } from './queries.ts';

it('debug', async () => {
  const ctx = await createTestApp();
  console.log(findPublicProducts(ctx.database.db, '00000000-0000-4000-8000-000000000000').toSQL().sql);
  await ctx.close();
});
