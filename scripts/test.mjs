// `npm test`: builds the web app, then runs every test project (contracts, api, web, e2e) in one
// vitest run. e2e needs Chromium (CHROMIUM_PATH or /usr/bin/chromium): skipped with a warning
// when missing, except under CI, where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
const isCi = Boolean(process.env.CI) && process.env.CI !== 'false';
const extraArgs = process.argv.slice(2);

if (!hasChromium && isCi) {
  console.error(`Chromium not found at ${chromium}; CI requires the browser tests (apt-get install -y chromium).`);
  process.exit(1);
}
if (!hasChromium) console.warn(`Chromium not found at ${chromium}: skipping the browser tests (e2e).`);

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (hasChromium && process.env.E2E !== '0') {
  const built = run('npm', ['run', 'build', '--silent']);
  if (built !== 0) process.exit(built);
}
process.exit(run('npx', ['vitest', 'run', ...extraArgs], hasChromium ? {} : { E2E: '0' }));
