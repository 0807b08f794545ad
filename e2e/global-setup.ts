import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    shopPort: number;
  }
}

/** One server with the demo shops for every browser test file. */
export default async function setup(project: TestProject) {
  const server = await startServerProcess();
  project.provide('shopPort', server.port);
  return () => server.stop();
}
