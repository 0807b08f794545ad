import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ShopServer } from './harness.ts';

export const MOBILE = { width: 375, height: 812 };

/** Opens a page; cookie consent is pre-stored unless `consent: false` (the banner has its own spec). */
export async function openPage(
  shop: ShopServer,
  url: string,
  options: {
    viewport?: { width: number; height: number };
    consent?: boolean;
    locale?: 'nl' | 'en';
    /** localStorage entries set before the page's own scripts run (e.g. a cart session id). */
    storage?: Record<string, string>;
  } = {},
): Promise<Page> {
  const page = await shop.newPage(options.viewport ? { viewport: options.viewport } : undefined);
  if (options.storage) {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      }
    }, options.storage);
  }
  const consent = options.consent ?? true;
  const locale = options.locale ?? 'nl';
  await page.addInitScript(
    ([withConsent, language]) => {
      if (withConsent && !window.localStorage.getItem('cookie_consent')) {
        window.localStorage.setItem('cookie_consent', JSON.stringify({ given: true }));
        window.localStorage.setItem(
          'cookie_preferences',
          JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
        );
      }
      if (!window.localStorage.getItem('shop_language')) window.localStorage.setItem('shop_language', language);
    },
    [consent, locale] as const,
  );
  await page.goto(url);
  // A server-rendered page shows before its script has run; it answers clicks once it is hydrated
  // (src/main.tsx marks <html> then).
  if ((await page.locator('#shop-query-state').count()) > 0) {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }
  return page;
}

/** No serious or critical axe violation on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** JSON from the API, as a shop host would ask (Node does not resolve *.localhost). */
export async function apiJson<T>(shop: ShopServer, path: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${shop.port}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function tenantOf(shop: ShopServer, name: string) {
  return apiJson<{ id: string; name: string; displayName: string; platformName: string }>(
    shop,
    `/api/tenants/by-name/${name}`,
  );
}
