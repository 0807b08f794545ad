import DOMPurify, { type WindowLike } from 'dompurify';

/**
 * DOMPurify needs a DOM: the browser's window, or on the server the one that src/entry-server.tsx
 * provides (jsdom), so that a server-rendered page holds the same cleaned HTML as the browser's render.
 */
let purifier = DOMPurify;

export function setPurifierWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

export function sanitizeHtml(html: string, config: Parameters<typeof DOMPurify.sanitize>[1] = {}): string {
  return String(purifier.sanitize(html, config));
}
