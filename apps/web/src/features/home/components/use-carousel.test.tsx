import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from '#src/features/home/components/use-carousel.ts';

describe('useCarousel (spec §4 carousel timing)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('auto-advances every 4 s', () => {
    const { result } = renderHook(() => useCarousel(3));
    expect(result.current.activeIndex).toBe(0);
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.activeIndex).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.activeIndex).toBe(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.activeIndex).toBe(2);
  });

  it('wraps through the cloned first slide and resets to the real one after 500 ms', () => {
    const { result } = renderHook(() => useCarousel(3));
    act(() => vi.advanceTimersByTime(12_000));
    // On the clone of the first slide, animated.
    expect(result.current.position).toBe(4);
    expect(result.current.activeIndex).toBe(0);
    expect(result.current.animate).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.position).toBe(4);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.position).toBe(1);
    expect(result.current.animate).toBe(false);
    expect(result.current.activeIndex).toBe(0);
  });

  it('wraps backwards through the cloned last slide', () => {
    const { result } = renderHook(() => useCarousel(3));
    act(() => result.current.prev());
    expect(result.current.position).toBe(0);
    expect(result.current.activeIndex).toBe(2);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.position).toBe(3);
    expect(result.current.activeIndex).toBe(2);
  });

  it('pauses auto-play for 8 s after manual input, then resumes every 4 s', () => {
    const { result } = renderHook(() => useCarousel(5));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.next());
    expect(result.current.activeIndex).toBe(1);
    act(() => vi.advanceTimersByTime(7999));
    expect(result.current.activeIndex).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.activeIndex).toBe(2);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.activeIndex).toBe(3);
  });

  it('a dot jumps straight to its slide and also pauses', () => {
    const { result } = renderHook(() => useCarousel(4));
    act(() => result.current.goTo(3));
    expect(result.current.activeIndex).toBe(3);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.activeIndex).toBe(3);
  });

  it('does nothing with a single product', () => {
    const { result } = renderHook(() => useCarousel(1));
    expect(result.current.looping).toBe(false);
    act(() => vi.advanceTimersByTime(20_000));
    act(() => result.current.next());
    expect(result.current.activeIndex).toBe(0);
    expect(result.current.position).toBe(0);
  });

  it('does not advance when autoPlay is off', () => {
    const { result } = renderHook(() => useCarousel(3, { autoPlay: false }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.activeIndex).toBe(0);
  });
});
