import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from '#src/lib/i18n.ts';
import en from '#src/locales/en.json';
import nl from '#src/locales/nl.json';

/** Every key of a texts file that leads to a text, with the dots i18next reads it by. */
function keysOf(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

/** The Dutch i18next with a plain text and one with a placeholder under `test.`. */
async function withTestTexts() {
  const instance = await i18nFor('nl');
  instance.addResourceBundle('nl', 'translation', { test: { plain: 'Winkel', count: '{{count}} stuks' } }, true, true);
  return instance;
}

describe("the pages' t(), which returns plain texts without i18next's interpolation", () => {
  it.each([
    ['nl', nl],
    ['en', en],
  ] as const)('gives every %s text as i18next gives it', async (locale, texts) => {
    const instance = await i18nFor(locale);
    instance.addResourceBundle(locale, 'translation', texts, true, false);
    const t = instance.getFixedT(locale);
    const keys = keysOf(texts);
    expect(keys.length).toBeGreaterThan(500);
    for (const key of keys) expect([key, t(key)]).toEqual([key, instance.t(key, { lng: locale })]);
  });

  it('leaves texts with placeholders, options and unknown keys to i18next', async () => {
    const instance = await withTestTexts();
    const t = instance.getFixedT('nl');
    expect(t('test.plain')).toBe('Winkel');
    expect(t('test.count', { count: 3 })).toBe('3 stuks');
    expect(t('test.count')).toBe('{{count}} stuks');
    expect(t('test.missing')).toBe('test.missing');
    expect(t('test.plain', { defaultValue: 'x' })).toBe('Winkel');
  });

  it('skips the interpolation for a plain text only', async () => {
    const instance = await withTestTexts();
    const interpolate = vi.spyOn(instance.services.interpolator, 'interpolate');
    const t = instance.getFixedT('nl');
    t('test.plain');
    expect(interpolate).not.toHaveBeenCalled();
    t('test.count', { count: 2 });
    expect(interpolate).toHaveBeenCalled();
  });

  it("keeps i18next's own t() for a key prefix or another namespace", async () => {
    const instance = await withTestTexts();
    instance.addResourceBundle('nl', 'translation', { plain: 'Zonder voorvoegsel' }, true, true);
    expect(instance.getFixedT('nl', null, 'test')('plain')).toBe('Winkel');
    expect(instance.getFixedT('nl', 'other')('test.plain')).toBe('test.plain');
  });

  it('follows a change of language', async () => {
    const instance = await i18nFor('nl');
    expect(instance).toBe(i18next);
    instance.addResourceBundle('en', 'translation', { test: { plain: 'Shop' } }, true, true);
    instance.addResourceBundle('nl', 'translation', { test: { plain: 'Winkel' } }, true, true);
    expect(instance.getFixedT('en')('test.plain')).toBe('Shop');
    expect(instance.getFixedT('nl')('test.plain')).toBe('Winkel');
  });
});
