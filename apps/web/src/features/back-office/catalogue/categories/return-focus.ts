import { useRef } from 'react';

/**
 * Focus for a dialog's opener: `remember` when opening, `restore` after closing moves focus back
 * to it (or to the fallback when it is gone), once the modal dialog has left the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore: (fallback: HTMLElement | null, preferOpener = true) => {
      const target = preferOpener && opener.current?.isConnected ? opener.current : fallback;
      requestAnimationFrame(() => target?.focus());
    },
  };
}
