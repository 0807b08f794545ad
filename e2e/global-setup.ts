import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    shopPort: number;
    /** The shared server's DATA_DIR: its embedded PostgreSQL, for tests that move a shop's time. */
    shopDataDir: string;
  }
}

/** One server with the demo shops for every browser test file. */
export default async function setup(project: TestProject) {
  const server = await startServerProcess();
  project.provide('shopPort', server.port);
  project.provide('shopDataDir', server.dataDir);
  return () => server.stop();
}
