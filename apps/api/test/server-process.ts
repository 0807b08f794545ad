import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const apiRoot = resolve(import.meta.dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves once the server listens; rejects when it exits first or does not listen within `timeoutMs`. */
  listening: Promise<void>;
}

/**
 * The real server (`src/server.ts` via tsx) as a process of its own on 127.0.0.1:`port` with its own
 * DATA_DIR, without demo data, the web app or a DATABASE_URL from this process (pass one in `env`).
 */
export function spawnServer(options: {
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  onOutput?: (chunk: Buffer) => void;
}): ServerProcess {
  const { DATABASE_URL: _external, ...environment } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...environment,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
    options.onOutput?.(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const deadline = Date.now() + (options.timeoutMs ?? Number.POSITIVE_INFINITY);
  const listening = new Promise<void>((done, fail) => {
    const check = setInterval(() => {
      if (output.includes('Platform: http://')) {
        clearInterval(check);
        done();
      } else if (child.exitCode !== null || Date.now() >= deadline) {
        clearInterval(check);
        const ending = child.exitCode === null ? 'did not start in time' : `exited with ${child.exitCode}`;
        fail(new Error(`The server ${ending}:\n${output.split('\n').slice(-20).join('\n')}`));
      }
    }, 100);
  });
  return { child, output: () => output, listening };
}
