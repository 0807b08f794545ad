import { describe, expect, it } from 'vitest';
import { timeLeft } from '#src/features/back-office/components/time-left.ts';

const now = new Date('2026-01-10T12:00:00Z');

describe('timeLeft (trial banner)', () => {
  it('counts whole days and the hours beyond them', () => {
    expect(timeLeft('2026-01-13T12:00:00Z', now)).toEqual({ days: 3, hours: 0 });
    expect(timeLeft('2026-01-12T17:59:00Z', now)).toEqual({ days: 2, hours: 5 });
    expect(timeLeft('2026-01-10T12:30:00Z', now)).toEqual({ days: 0, hours: 0 });
  });

  it('is null once the moment has passed or cannot be read', () => {
    expect(timeLeft('2026-01-10T12:00:00Z', now)).toBeNull();
    expect(timeLeft('2026-01-09T12:00:00Z', now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });
});
