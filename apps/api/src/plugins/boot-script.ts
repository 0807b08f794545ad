import { createHash } from 'node:crypto';

/**
 * Starts a server-rendered page's app after the browser painted the server's HTML: it adds the
 * module preloads and the entry script (named by its own data attributes) in the task after the
 * first frame, so the page's first paint never waits for script to download or run (a phone on a
 * slow network sees the content first, then the page becomes interactive). A tab in the
 * background, which does not paint, starts it after a moment. Its text never changes, so the
 * Content-Security-Policy allows exactly this inline script by its hash.
 */
export const BOOT_SCRIPT =
  "(function(){var s=document.currentScript,d=document,started=false;function go(){if(started)return;started=true;(s.dataset.preload||'').split(' ').forEach(function(h){if(!h)return;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});var m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=s.dataset.entry;d.head.appendChild(m)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})()";

/** The CSP source that allows BOOT_SCRIPT (and no other inline script). */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/i;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/gi;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built shell's head part with its entry script and module preloads replaced by the boot
 * script, which loads them (and `extraPreloads`, the page's view chunks) after the first paint.
 * A shell without an entry script is returned as it is.
 */
export function withBootAfterFirstPaint(head: string, extraPreloads: string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) return head;
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const all = [...new Set([...preloads, ...extraPreloads].filter(Boolean))];
  const boot = `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(all.join(' '))}">${BOOT_SCRIPT}</script>`;
  return head.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, boot);
}
