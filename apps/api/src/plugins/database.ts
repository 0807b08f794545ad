import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '#src/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export const databasePlugin = fp(async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  app.decorate('database', options.database);
});
