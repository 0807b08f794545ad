import { CAROUSEL_ADVANCE_MS, CAROUSEL_PAUSE_AFTER_INPUT_MS, CAROUSEL_WRAP_RESET_MS } from '@shop/contracts';
import { useCallback, useEffect, useState } from 'react';

export interface CarouselState {
  /** Leftmost visible slot in the extended track (clones + items + clones). */
  position: number;
  /** Whether the move to `position` should animate (false right after a clone reset). */
  animate: boolean;
  /** The real item shown first (0-based). */
  activeIndex: number;
  /** Clones on each side of the real items. */
  cloneCount: number;
  looping: boolean;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
}

/**
 * Spec §4 carousel: advances every 4 s; after manual input auto-play pauses 8 s, then resumes;
 * wraps through cloned slides and resets to the real slide after 500 ms.
 */
export function useCarousel(count: number, { visible = 1, autoPlay = true } = {}): CarouselState {
  const looping = count > 1;
  const cloneCount = looping ? Math.max(1, Math.min(visible, count)) : 0;
  const [position, setPosition] = useState(cloneCount);
  const [animate, setAnimate] = useState(true);
  const [manualTick, setManualTick] = useState(0);

  useEffect(() => {
    setAnimate(false);
    setPosition(cloneCount);
  }, [cloneCount]);

  const advance = useCallback(() => {
    setAnimate(true);
    setPosition((current) => Math.min(current + 1, count + cloneCount));
  }, [count, cloneCount]);

  // Clone-wrap: once a clone is in the first slot, jump without animation to its real twin.
  useEffect(() => {
    if (!looping) return;
    if (position >= cloneCount && position < count + cloneCount) return;
    const timer = window.setTimeout(() => {
      setAnimate(false);
      setPosition((current) => (current < cloneCount ? current + count : current - count));
    }, CAROUSEL_WRAP_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [position, looping, count, cloneCount]);

  useEffect(() => {
    if (!autoPlay || !looping) return;
    let interval: number | undefined;
    const start = () => {
      interval = window.setInterval(advance, CAROUSEL_ADVANCE_MS);
    };
    let timeout: number | undefined;
    if (manualTick > 0) {
      timeout = window.setTimeout(() => {
        advance();
        start();
      }, CAROUSEL_PAUSE_AFTER_INPUT_MS);
    } else start();
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, [manualTick, autoPlay, looping, advance]);

  const next = useCallback(() => {
    if (!looping) return;
    setManualTick((tick) => tick + 1);
    advance();
  }, [looping, advance]);

  const prev = useCallback(() => {
    if (!looping) return;
    setManualTick((tick) => tick + 1);
    setAnimate(true);
    setPosition((current) => Math.max(current - 1, 0));
  }, [looping]);

  const goTo = useCallback(
    (index: number) => {
      if (!looping) return;
      setManualTick((tick) => tick + 1);
      setAnimate(true);
      setPosition(cloneCount + index);
    },
    [looping, cloneCount],
  );

  const activeIndex = looping ? (((position - cloneCount) % count) + count) % count : 0;
  return { position, animate, activeIndex, cloneCount, looping, next, prev, goTo };
}
