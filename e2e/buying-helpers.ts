import type { Page } from 'playwright-core';
import type { ShopServer } from './harness.ts';
import { apiJson, openPage, tenantOf } from './storefront-helpers.ts';

export interface DemoProduct {
  id: number;
  name: string;
  stockQuantity: number;
  madeToOrder: boolean;
  hasAddons: boolean;
  price: number;
}

/** A fresh cart session id of the form the API accepts (spec §7). */
export function newSessionId(): string {
  return `session_${Date.now()}_${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;
}

export async function demoShop(shop: ShopServer) {
  const tenant = await tenantOf(shop, 'demo');
  const products = await apiJson<DemoProduct[]>(shop, `/api/tenants/${tenant.id}/products/public`);
  /** Light, well stocked, no add-ons: an envelope can carry one. */
  const simple = products.find((p) => !p.madeToOrder && !p.hasAddons && p.stockQuantity >= 10);
  if (!simple) throw new Error('demo needs a well-stocked product without add-ons');
  return { tenant, products, simple };
}

/** Puts a product in a session's cart through the API (as the product page would). */
export async function seedCart(shop: ShopServer, tenantId: string, sessionId: string, productId: number, quantity = 1) {
  const response = await fetch(`http://127.0.0.1:${shop.port}/api/cart/${sessionId}/${tenantId}/items`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ productId, quantity, selectedAddons: [] }),
  });
  if (!response.ok) throw new Error(`seed cart: ${response.status} ${await response.text()}`);
}

/** Opens the demo shop with a cart that already holds `productId`. */
export async function openWithCart(shop: ShopServer, path: string, tenantId: string, productId: number) {
  const sessionId = newSessionId();
  await seedCart(shop, tenantId, sessionId, productId);
  const page = await openPage(shop, `${shop.baseUrl('demo')}${path}`, { storage: { shopping_session_id: sessionId } });
  return { page, sessionId };
}

export interface Buyer {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
}

export const BUYER: Buyer = {
  email: 'koper@example.nl',
  firstName: 'Kees',
  lastName: 'Koper',
  address: 'Marktplein 3',
  postalCode: '7411 AB',
  city: 'Deventer',
};

/** Fills the checkout's contact and billing fields (spec §2.10). */
export async function fillCheckout(page: Page, buyer: Buyer = BUYER) {
  await page.getByLabel(/^E-mailadres/).fill(buyer.email);
  await page.getByLabel(/^Voornaam/).fill(buyer.firstName);
  await page.getByLabel(/^Achternaam/).fill(buyer.lastName);
  await page
    .getByLabel(/^Adres/)
    .first()
    .fill(buyer.address);
  await page
    .getByLabel(/^Postcode/)
    .first()
    .fill(buyer.postalCode);
  await page
    .getByLabel(/^Plaats/)
    .first()
    .fill(buyer.city);
}

/** Chooses a shipping and a payment method and waits for the recalculated totals. */
export async function chooseMethods(page: Page, shipping: RegExp, payment: RegExp) {
  const recalculated = page.waitForResponse((response) => response.url().includes('/calculate-shipping'));
  await page.getByRole('radio', { name: shipping }).check();
  await recalculated;
  await page.getByRole('radio', { name: payment }).check();
}
