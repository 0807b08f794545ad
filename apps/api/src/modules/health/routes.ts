import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { rateLimit: false }, schema: { tags: ['Platform'] } }, async () => {
    await app.database.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
