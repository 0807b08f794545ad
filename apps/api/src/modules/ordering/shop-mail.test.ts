import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../../test/factories.ts';
import { createPlatformUser } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const shopMails = async (tenantId: string) =>
  (
    await ctx.database.pool.query<{ to_address: string; subject: string; text: string; reply_to: string | null }>(
      `select to_address, subject, text, attachments->>'replyTo' as reply_to from email_outbox where tenant_id = $1 and kind = 'order-placed-shop'`,
      [tenantId],
    )
  ).rows;

async function placeOrder(contactEmail: string | null, language: 'nl' | 'en' = 'en') {
  const shop = await createCheckoutShop(ctx.database.db, { contactEmail });
  const owner = await createPlatformUser(ctx.database.db, {
    shopIds: [shop.tenant.id],
    email: `eigenaar-${shop.tenant.name}@example.com`,
  });
  const product = await createProduct(ctx.database.db, shop.tenant.id, {
    name: 'Kaars',
    stockQuantity: 5,
    weightGrams: 600,
  });
  const sessionId = newSessionId();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
    payload: { productId: product.id, quantity: 3 },
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
    payload: checkoutForm({
      shippingMethodId: shop.parcel.id,
      paymentMethod: 'BankTransfer',
      language,
      notes: 'Voor de buren',
    }),
    headers: { host: `${shop.tenant.name}.localhost` },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { tenantId: shop.tenant.id, owner, orderNumber: (placed.json() as { orderNumber: string }).orderNumber };
}

describe("the shop's new-order e-mail", () => {
  it('goes to the contact address, in Dutch, with the order and replies to the shopper', async () => {
    const { tenantId, orderNumber } = await placeOrder('winkel@example.com');
    const mails = await shopMails(tenantId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'winkel@example.com', reply_to: 'koper@example.com' });
    expect(mails[0]?.subject).toBe(`Nieuwe bestelling ${orderNumber} van Jan Jansen`);
    expect(mails[0]?.text).toContain('Kaars');
    expect(mails[0]?.text).toContain('Voor de buren');
    expect(mails[0]?.text).toContain('Bankoverschrijving');
  });

  it("goes to the owner's address when the shop has no contact address", async () => {
    const { tenantId, owner } = await placeOrder(null);
    expect((await shopMails(tenantId)).map((mail) => mail.to_address)).toEqual([owner.email]);
  });
});
