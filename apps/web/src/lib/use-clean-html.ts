import { useEffect, useState } from 'react';
import { isHydrating } from '#src/lib/hydration.ts';
import type { sanitizeHtml } from '#src/lib/purify.ts';

type Cleaner = typeof sanitizeHtml;
type CleanOptions = Parameters<Cleaner>[1];

/**
 * DOMPurify (11 KB) is loaded only when the browser must clean a text itself: a server-rendered
 * page already holds the server's cleaned copy (DOMPurify on the server, src/entry-server.tsx).
 */
let cleaner: Cleaner | null = null;
let loading: Promise<Cleaner> | null = null;

/** The server's render cleans at once (its entry provides DOMPurify on jsdom). */
export function provideCleaner(given: Cleaner): void {
  cleaner = given;
}

function loadCleaner(): Promise<Cleaner> {
  loading ??= import('#src/lib/purify.ts').then(
    (module) => {
      cleaner = module.sanitizeHtml;
      return cleaner;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The owner's rich text, cleaned for `dangerouslySetInnerHTML`; '' while the cleaner loads. A view
 * that took over the server's HTML keeps that HTML for the text it was rendered with (an empty
 * `__html` is not applied while hydrating, nor while it stays the same), so the page shows the
 * text at once and loads no cleaner for it.
 */
export function useCleanHtml(dirty: string, options?: CleanOptions): string {
  const [serverText] = useState(() => (isHydrating() ? dirty : null));
  const [, setLoaded] = useState(false);
  const waiting = cleaner === null && dirty !== '' && dirty !== serverText;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loadCleaner().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [waiting]);
  return cleaner && dirty ? cleaner(dirty, options) : '';
}
