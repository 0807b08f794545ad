import { describe, expect, it } from 'vitest';
import { createUploadSlots } from './upload-slots.ts';

describe('createUploadSlots', () => {
  it('grants up to the limit at once, hands a released slot to the next in line, and gives up after the wait', async () => {
    const slots = createUploadSlots(2, 50);
    const first = await slots.acquire();
    const second = await slots.acquire();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');

    const third = slots.acquire();
    first?.();
    first?.(); // A second release must not free another slot.
    expect(await third).toBeTypeOf('function');

    const fourth = await slots.acquire();
    expect(fourth).toBeNull();
  });
});
