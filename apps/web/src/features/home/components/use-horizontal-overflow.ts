import { useEffect, useState } from 'react';

export interface HorizontalOverflow {
  /** The content is wider than its scroll box. */
  overflowing: boolean;
  /** Scrolled (nearly) to the right end, so nothing more is hidden there. */
  atEnd: boolean;
}

/**
 * Follows whether a horizontal scroll box hides content on its right (resizes and scrolling).
 * Returns a callback ref, so a box that mounts later (after its data loads) is measured too.
 */
export function useHorizontalOverflow(): [(box: HTMLElement | null) => void, HorizontalOverflow] {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<HorizontalOverflow>({ overflowing: false, atEnd: true });
  useEffect(() => {
    if (!box) return;
    const measure = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      const next = { overflowing: hidden > 1, atEnd: box.scrollLeft >= hidden - 1 };
      setState((current) =>
        current.overflowing === next.overflowing && current.atEnd === next.atEnd ? current : next,
      );
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [box]);
  return [setBox, state];
}
