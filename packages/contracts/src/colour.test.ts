import { describe, expect, it } from 'vitest';
import { buttonColoursOn, contrastRatio, parseHexColour, readableTextColour } from './colour.ts';

describe('contrastRatio (WCAG relative luminance)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#111827', '#111827')).toBe(1);
  });

  it('matches known pairs', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#111827', '#ffffff')).toBeCloseTo(17.74, 1);
  });

  it('is null for colours that are not hex', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(parseHexColour('rgb(0,0,0)')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
  });
});

describe('readableTextColour', () => {
  it("keeps the owner's text colour when it reaches 4.5:1", () => {
    expect(readableTextColour('#111827', '#ffffff')).toBe('#ffffff');
    expect(readableTextColour('#ffffff', '#000000')).toBe('#000000');
  });

  it('replaces a text colour below 4.5:1 with white or black, whichever reads better', () => {
    expect(readableTextColour('#111827', '#000000')).toBe('#ffffff');
    expect(readableTextColour('#111827', '#333333')).toBe('#ffffff');
    expect(readableTextColour('#fde68a', '#ffffff')).toBe('#000000');
    expect(readableTextColour('#7c3aed')).toBe('#ffffff');
  });

  it('always reaches 4.5:1 for any grey background', () => {
    for (let level = 0; level <= 255; level += 5) {
      const hex = `#${level.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(hex, readableTextColour(hex, hex))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('buttonColoursOn', () => {
  it('gives a near-black button on a near-black surface a light edge', () => {
    expect(buttonColoursOn('#0b1120', { background: '#111827', text: '#ffffff' })).toEqual({
      background: '#111827',
      color: '#ffffff',
      borderColor: '#ffffff',
    });
  });

  it('needs no edge when the button stands out from the surface', () => {
    expect(buttonColoursOn('#0b1120', { background: '#ffffff', text: '#000000' }).borderColor).toBeNull();
    expect(buttonColoursOn('#f8fafc', { background: '#111827', text: '#ffffff' }).borderColor).toBeNull();
  });

  it('gives a white button on a light surface a dark edge and fixes unreadable text', () => {
    expect(buttonColoursOn('#ffffff', { background: '#ffffff', text: '#eeeeee' })).toEqual({
      background: '#ffffff',
      color: '#000000',
      borderColor: '#000000',
    });
  });
});
