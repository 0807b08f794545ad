import type { Plugin, Rolldown } from 'vite';
import firstLoad from './first-load.json' with { type: 'json' };

/** V8's explicit compile hint (Chrome 136 and later): compile every function of the file at once. */
const { compileHint } = firstLoad;

/** The app's modules of a server-rendered page's first view (first-load.json), as paths under apps/web. */
const firstViewModules = [...firstLoad.everyPage, ...Object.values(firstLoad.pages).flat()].filter((module) =>
  module.startsWith('src/'),
);

/**
 * Starts each of the storefront's first-load chunks with V8's compile hint: the entry, the chunks of
 * the first views (first-load.json) and everything they import statically, as scripts/report-size.mjs
 * counts them. Without the hint V8 compiles a function the first time it is called, on the main
 * thread: while a shop page starts and hydrates, that lazy compiling is a good part of each task.
 * With it the functions are compiled while the file is streamed in, on a background thread (ADR 026).
 * Views loaded later, the back office and the platform site stay lazily compiled.
 *
 * Added to the finished chunks, after Vite's own changes: the minifier drops comments, Vite puts its
 * `__vite__mapDeps` line before any banner, and after that line V8 no longer takes the hint for the
 * file's functions (a product page compiled 374 functions lazily against 149; 820 without hints). The
 * names' hashes are of the chunks without the hint, which is as good a version: the hint is the
 * same for the same chunk.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      // After Vite's own: V8 honours the hint only before the file's first code, `__vite__mapDeps`.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const hinted = new Set<Rolldown.OutputChunk>();
        const hint = (chunk: Rolldown.OutputChunk) => {
          if (hinted.has(chunk)) return;
          hinted.add(chunk);
          chunk.code = `${compileHint}\n${chunk.code}`;
          for (const fileName of chunk.imports) {
            const imported = byFileName.get(fileName);
            if (imported) hint(imported);
          }
        };
        const isFirstView = (moduleId: string | null) =>
          moduleId !== null && firstViewModules.some((module) => moduleId.endsWith(`/${module}`));
        for (const chunk of chunks) if (chunk.isEntry || isFirstView(chunk.facadeModuleId)) hint(chunk);
      },
    },
  };
}
