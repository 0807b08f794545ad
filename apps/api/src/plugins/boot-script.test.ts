import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE, withBootAfterFirstPaint } from './boot-script.ts';

const SHELL_HEAD = `<meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
    <style>body{}</style>
  </head>
  <body>
    <div id="root">`;

describe('withBootAfterFirstPaint', () => {
  it('replaces the entry script and the module preloads with the boot script, which names them all', () => {
    const head = withBootAfterFirstPaint(SHELL_HEAD, ['/assets/view-3.js', '/assets/vendor-2.js']);
    expect(head).not.toMatch(/<script type="module"/);
    expect(head).not.toMatch(/rel="modulepreload"/);
    const boot = /<script data-entry="([^"]+)" data-preload="([^"]*)">([\s\S]*?)<\/script>/.exec(head);
    expect(boot?.[1]).toBe('/assets/index-abc.js');
    expect(boot?.[2]).toBe('/assets/runtime-1.js /assets/vendor-2.js /assets/view-3.js');
    // The inline script is exactly the one the Content-Security-Policy allows by its hash.
    const hash = createHash('sha256')
      .update(boot?.[3] ?? '')
      .digest('base64');
    expect(BOOT_SCRIPT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    expect(boot?.[3]).toBe(BOOT_SCRIPT);
    expect(head).toContain('<style>body{}</style>');
  });

  it('escapes the addresses it writes into attributes', () => {
    const head = withBootAfterFirstPaint(SHELL_HEAD, ['/assets/"><script>x.js']);
    expect(head).toContain(
      'data-preload="/assets/runtime-1.js /assets/vendor-2.js /assets/&quot;&gt;&lt;script&gt;x.js"',
    );
  });

  it('leaves a shell without an entry script as it is', () => {
    const shell = '<meta charset="UTF-8" /><link rel="modulepreload" crossorigin href="/assets/a.js"></head>';
    expect(withBootAfterFirstPaint(shell, ['/assets/b.js'])).toBe(shell);
  });
});
