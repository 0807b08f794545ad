import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { apiJson, openPage, tenantOf } from './storefront-helpers.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop?.stop());

interface ApiProduct {
  id: number;
  name: string;
  stockQuantity: number;
  madeToOrder: boolean;
  weightGrams: number;
  isDiscountActive: boolean;
  discountPercentage: number | null;
  discountEndDate: string | null;
  originalPrice: number | null;
  focusShopProductInfoSections: string | null;
}

const productsOf = async (tenantName: string) => {
  const tenant = await tenantOf(shop, tenantName);
  return apiJson<ApiProduct[]>(shop, `/api/tenants/${tenant.id}/products/public`);
};

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('§2.2 platform landing page on a phone and its plans (§4, §9)', () => {
  it('fits a 390 px phone: no sideways scroll, and the header CTA is fully visible on one line', async () => {
    const page = await openPage(shop, `${shop.baseUrl()}/`, { viewport: PHONE });
    const cta = page.locator('header').getByRole('link', { name: 'Gratis proberen' });
    await cta.waitFor();
    await page.locator('#plans article').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const box = await cta.boundingBox();
    if (!box) throw new Error('CTA not rendered');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await lineCount(cta)).toBe(1);
    await page.close();
  });

  it("shows one 'Meest populair' card and monthly/yearly as a keyboard-usable switch, the trial in both", async () => {
    const page = await openPage(shop, `${shop.baseUrl()}/`, { viewport: DESKTOP });
    const plans = page.locator('#plans');
    await plans.locator('article').first().waitFor();
    const monthly = plans.getByRole('radio', { name: 'Maandelijks' });
    const yearly = plans.getByRole('radio', { name: 'Jaarlijks' });
    expect(await monthly.isChecked()).toBe(true);
    await expectPlanCards(plans, 'per maand');

    await monthly.focus();
    await page.keyboard.press('ArrowRight');
    expect(await yearly.isChecked()).toBe(true);
    await expectPlanCards(plans, 'per jaar');

    await page.keyboard.press('ArrowLeft');
    expect(await monthly.isChecked()).toBe(true);
    await expectPlanCards(plans, 'per maand');
    await page.close();
  });
});

/** The trial plus one Normal and one Premium card of the chosen period; only Premium is 'Meest populair'. */
async function expectPlanCards(plans: Locator, cycleText: string) {
  const names = await plans.locator('article h3').allTextContents();
  expect(names).toEqual(['Trial', 'Normal', 'Premium']);
  expect(await plans.getByText('Meest populair', { exact: true }).count()).toBe(1);
  const premium = plans.locator('article', { has: plans.page().getByRole('heading', { name: 'Premium' }) });
  expect(await premium.getByText('Meest populair', { exact: true }).count()).toBe(1);
  for (const name of ['Normal', 'Premium']) {
    const card = plans.locator('article', { has: plans.page().getByRole('heading', { name }) });
    expect(await card.getByText(cycleText, { exact: true }).count(), name).toBe(1);
  }
  const trial = plans.locator('article', { has: plans.page().getByRole('heading', { name: 'Trial' }) });
  expect(await trial.getByText('Gratis', { exact: true }).count()).toBe(1);
}

/** How many lines of text an element's content takes. */
function lineCount(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

const BADGE_TEXT = /^(last items|last \d+|Uitverkocht|Op bestelling gemaakt)$/;

/** Spec §4: made to order; out of stock at 0; on the search page 'last items' at 5 or less. */
const expectedSearchBadge = (product: ApiProduct) =>
  product.madeToOrder
    ? 'Op bestelling gemaakt'
    : product.stockQuantity === 0
      ? 'Uitverkocht'
      : product.stockQuantity <= 5
        ? 'last items'
        : null;

describe('§2.12/§4 search cards: one stock badge by the rule, in grid and list view', () => {
  for (const [view, viewport] of [
    ['grid', DESKTOP],
    ['list', DESKTOP],
    ['list', PHONE],
    ['grid', PHONE],
  ] as const) {
    it(`${view} view at ${viewport.width} px`, async () => {
      const products = await productsOf('demo');
      const page = await openPage(
        shop,
        `${shop.baseUrl('demo')}/search?q=kaars${view === 'list' ? '&view=list' : ''}`,
        {
          viewport,
        },
      );
      const cards = page.locator('main li', { has: page.getByRole('heading', { level: 2 }) });
      await cards.first().waitFor();
      const seen = new Set<string | null>();
      for (const card of await cards.all()) {
        const name = (await card.getByRole('heading', { level: 2 }).textContent())?.trim();
        const product = products.find((candidate) => candidate.name === name);
        if (!product) throw new Error(`no product named ${name}`);
        const badges = await card.locator('span').evaluateAll(
          (spans, pattern) =>
            spans
              .filter((span) => new RegExp(pattern).test(span.textContent?.trim() ?? ''))
              .map((span) => {
                // The badge's text on one line, to tell a badge sized to its text from one stretched across the card.
                const probe = document.createElement('span');
                probe.style.cssText = `position:absolute;white-space:nowrap;font:${getComputedStyle(span).font}`;
                probe.textContent = span.textContent;
                document.body.append(probe);
                const textWidth = probe.getBoundingClientRect().width;
                probe.remove();
                return { text: span.textContent?.trim() ?? '', width: span.getBoundingClientRect().width, textWidth };
              }),
          BADGE_TEXT.source,
        );
        const expected = expectedSearchBadge(product);
        seen.add(expected);
        expect(
          badges.map((badge) => badge.text),
          name,
        ).toEqual(expected ? [expected] : []);
        // Sized to its text (plus its padding), not stretched across the card.
        for (const badge of badges) expect(badge.width, name).toBeLessThanOrEqual(badge.textWidth + 24);
      }
      // The search covers every kind of badge, so each rule is checked.
      expect([...seen].sort()).toEqual(['Op bestelling gemaakt', 'Uitverkocht', 'last items', null].sort());
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await page.close();
    });
  }
});

describe('§4 discount badge only while the discount is active (isDiscountActive from the dates)', () => {
  it("an expired discount shows no '-25%' in the listing or on its product page; an active one shows its badge", async () => {
    const products = await productsOf('demo');
    const now = Date.now();
    const expired = products.find(
      (product) =>
        product.discountPercentage === 25 &&
        product.discountEndDate !== null &&
        new Date(product.discountEndDate).getTime() < now,
    );
    const active = products.find((product) => product.isDiscountActive && product.originalPrice !== null);
    if (!expired || !active) throw new Error('the demo shop has an expired and an active discount');
    expect(expired.isDiscountActive).toBe(false);

    const listing = await openPage(shop, `${shop.baseUrl('demo')}/products`);
    const card = (name: string) =>
      listing.locator('article', { has: listing.getByRole('heading', { name, exact: true }) });
    await card(expired.name).waitFor();
    expect(await card(expired.name).getByText('-25%').count()).toBe(0);
    expect(await card(expired.name).locator('.line-through').count()).toBe(0);
    expect(await card(active.name).getByText(`-${active.discountPercentage}%`).count()).toBe(1);
    expect(await card(active.name).locator('.line-through').count()).toBe(1);
    await listing.close();

    const detail = await openPage(shop, `${shop.baseUrl('demo')}/product/${expired.id}`);
    await detail.getByRole('heading', { level: 1, name: expired.name }).waitFor();
    expect(await detail.locator('main').getByText('-25%').count()).toBe(0);
    await detail.close();
  });
});

/** WCAG relative-luminance contrast of two CSS rgb()/rgba() colours (alpha ignored). */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [red = 0, green = 0, blue = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour that outlines a button: its border when it has a visible one, else its background. */
function edgeColour(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const border = style.borderTopColor;
    const visibleBorder = Number.parseFloat(style.borderTopWidth) >= 1 && !/rgba\(.*,\s*0\)$/.test(border);
    return visibleBorder ? border : style.backgroundColor;
  });
}

describe('§2.5 FocusShop home: readable buttons, weights in kg, Shop nu on one line, table scroll hint', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no axe color-contrast violation at ${viewport.width} px`, async () => {
      const page = await openPage(shop, `${shop.baseUrl('focus')}/`, { viewport });
      await page
        .getByRole('link', { name: /^Shop nu/ })
        .first()
        .waitFor();
      await page.getByRole('table').waitFor();
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual(
        [],
      );
      await page.close();
    });
  }

  it('the hero button and the Shop nu buttons stand out from what they sit on (3:1) with readable text (4.5:1)', async () => {
    const page = await openPage(shop, `${shop.baseUrl('focus')}/`, { viewport: PHONE });
    const heroButton = page.locator('section[aria-labelledby="focus-hero-title"] button');
    await heroButton.waitFor();
    // The hero lays a black overlay over its image so that its white title reads.
    expect(contrast(await edgeColour(heroButton), 'rgb(0, 0, 0)')).toBeGreaterThanOrEqual(3);
    const heroColours = await heroButton.evaluate((node) => [
      getComputedStyle(node).color,
      getComputedStyle(node).backgroundColor,
    ]);
    expect(contrast(heroColours[0] ?? '', heroColours[1] ?? '')).toBeGreaterThanOrEqual(4.5);

    const shopNow = page.getByRole('link', { name: /^Shop nu/ });
    await shopNow.first().waitFor();
    for (const link of await shopNow.all()) {
      const cardBackground = await link.evaluate(
        (node) => getComputedStyle(node.closest('article') ?? node).backgroundColor,
      );
      expect(contrast(await edgeColour(link), cardBackground)).toBeGreaterThanOrEqual(3);
      const [text, background] = await link.evaluate((node) => [
        getComputedStyle(node).color,
        getComputedStyle(node).backgroundColor,
      ]);
      expect(contrast(text ?? '', background ?? '')).toBeGreaterThanOrEqual(4.5);
    }
    await page.close();
  });

  it("'Shop nu' stays on one line on a 390 px phone", async () => {
    const page = await openPage(shop, `${shop.baseUrl('focus')}/`, { viewport: PHONE });
    const shopNow = page.getByRole('link', { name: /^Shop nu/ });
    await shopNow.first().waitFor();
    for (const link of await shopNow.all()) expect(await lineCount(link)).toBe(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });

  it('the comparison table shows a scroll hint while it hides columns on a phone, and none when it fits', async () => {
    const phone = await openPage(shop, `${shop.baseUrl('focus')}/`, { viewport: PHONE });
    const box = phone.getByRole('region', { name: 'Productvergelijking' });
    await box.getByRole('table').waitFor();
    const hint = phone.locator('[data-scroll-hint]');
    await hint.waitFor();
    expect(await hint.textContent()).toContain('Schuif de tabel opzij');
    expect(await box.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    expect(await box.getAttribute('tabindex')).toBe('0');
    const fade = phone.locator('[data-scroll-fade]');
    expect(await fade.isVisible()).toBe(true);
    await box.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    await fade.waitFor({ state: 'detached' });
    await phone.close();

    const desktop = await openPage(shop, `${shop.baseUrl('focus')}/`, { viewport: DESKTOP });
    await desktop.getByRole('table').waitFor();
    expect(await desktop.locator('[data-scroll-hint]').count()).toBe(0);
    expect(await desktop.locator('[data-scroll-fade]').count()).toBe(0);
    await desktop.close();
  });

  it("a bike's weight reads '18 kg' on its product page, never '18000 g'", async () => {
    const products = await productsOf('focus');
    const bike = products.find((product) => product.weightGrams >= 10_000 && !product.focusShopProductInfoSections);
    if (!bike) throw new Error('the focus shop has a bike without its own info sections');
    const page = await openPage(shop, `${shop.baseUrl('focus')}/product/${bike.id}`);
    await page.getByRole('heading', { level: 1, name: bike.name }).waitFor();
    const kilograms = `${bike.weightGrams / 1000} kg`;
    await page.getByText(kilograms).first().waitFor();
    expect(await page.getByText(`${bike.weightGrams} g`).count()).toBe(0);
    await page.close();
  });
});
