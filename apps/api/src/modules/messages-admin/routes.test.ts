import type { TBackOfficeMessage, TBackOfficeMessageListPage } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { REPLY_RATE_LIMIT } from './routes.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_ACCOUNT: 100_000 });
});
afterAll(async () => {
  await ctx?.close();
});

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

interface Shop {
  tenant: Awaited<ReturnType<typeof createTenant>>;
  owner: string;
  staff: string;
}

async function newShop(contactEmail: string | null = 'winkel@example.com'): Promise<Shop> {
  const { db } = ctx.database;
  const tenant = await createTenant(db, { displayName: 'Kaarsenwinkel', contactEmail });
  const owner = await createPlatformUser(db, { shopIds: [tenant.id], email: `eigenaar-${tenant.name}@example.com` });
  const staff = await createPlatformUser(db);
  await query(`update platform_users set full_name = 'Sam Medewerker' where id = $1`, [staff.id]);
  await query(`insert into platform_user_tenants (tenant_id, user_id, role) values ($1, $2, 'Staff')`, [
    tenant.id,
    staff.id,
  ]);
  return {
    tenant,
    owner: await platformSessionCookie(db, owner.id),
    staff: await platformSessionCookie(db, staff.id),
  };
}

async function addMessage(
  shop: Shop,
  values: { name?: string; email?: string; message?: string; language?: string; createdAt?: string } = {},
) {
  const [row] = await query<{ id: number }>(
    `insert into contact_messages (tenant_id, name, email, phone_number, message, language, created_at)
     values ($1, $2, $3, '0612345678', $4, $5, coalesce($6::timestamptz, now())) returning id`,
    [
      shop.tenant.id,
      values.name ?? 'Piet Pieters',
      values.email ?? 'piet@example.com',
      values.message ?? 'Hebben jullie deze kaars ook in het rood?',
      values.language ?? 'nl',
      values.createdAt ?? null,
    ],
  );
  return row?.id ?? 0;
}

async function addAttachment(shop: Shop, messageId: number, fileName: string, contentType: string, data: Buffer) {
  const [row] = await query<{ id: number }>(
    `insert into contact_attachments (tenant_id, message_id, file_name, content_type, byte_size, data)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [shop.tenant.id, messageId, fileName, contentType, data.length, data],
  );
  return row?.id ?? 0;
}

const base = (shop: Shop, rest = '') => `/api/platform/shops/${shop.tenant.name}/messages${rest}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const list = async (shop: Shop, params = '') =>
  (await call('GET', base(shop, params ? `?${params}` : ''), shop.owner)).json() as TBackOfficeMessageListPage;
const fieldsOf = (body: unknown) => (body as { fields: { field: string }[] }).fields.map((entry) => entry.field);

describe('Back office: inbox', () => {
  let shop: Shop;
  let older: number;
  let newer: number;
  beforeAll(async () => {
    shop = await newShop();
    older = await addMessage(shop, {
      name: 'Anna',
      email: 'anna@example.com',
      message: 'Een vraag\nover   de levering',
      createdAt: '2026-01-01T10:00:00Z',
    });
    newer = await addMessage(shop, { name: 'Bram', email: 'bram@example.com', message: 'Retour van mijn kaars' });
    await addAttachment(shop, newer, 'foto.png', 'image/png', Buffer.from('png'));
  });

  it('lists the messages newest first with the unread count, filtered, searched and paged', async () => {
    const all = await list(shop);
    expect(all).toMatchObject({ total: 2, unreadCount: 2, page: 1 });
    expect(all.items.map((item) => item.id)).toEqual([newer, older]);
    expect(all.items[0]).toMatchObject({ name: 'Bram', read: false, attachmentCount: 1, replyCount: 0 });
    expect(all.items[1]?.excerpt).toBe('Een vraag over de levering');

    expect((await list(shop, 'search=levering')).items.map((item) => item.id)).toEqual([older]);
    expect((await list(shop, 'search=BRAM%40')).items.map((item) => item.id)).toEqual([newer]);
    expect((await list(shop, 'pageSize=1&page=2')).items.map((item) => item.id)).toEqual([older]);

    await call('PUT', base(shop, `/${older}/read`), shop.owner, { read: true });
    const unread = await list(shop, 'filter=unread');
    expect(unread.items.map((item) => item.id)).toEqual([newer]);
    expect(unread.unreadCount).toBe(1);
    expect((await list(shop)).items.find((item) => item.id === older)?.read).toBe(true);
  });

  it('refuses a bad filter with its field', async () => {
    const response = await call('GET', base(shop, '?filter=spam&pageSize=0'), shop.owner);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json()).join(' ')).toMatch(/filter/);
    expect(fieldsOf(response.json()).join(' ')).toMatch(/pageSize/);
  });

  it('shows one message with its attachments; marks it read and unread again', async () => {
    const response = await call('GET', base(shop, `/${newer}`), shop.staff);
    expect(response.statusCode, response.body).toBe(200);
    const message = response.json() as TBackOfficeMessage;
    expect(message).toMatchObject({
      id: newer,
      name: 'Bram',
      email: 'bram@example.com',
      phoneNumber: '0612345678',
      message: 'Retour van mijn kaars',
      language: 'nl',
      readAt: null,
      replies: [],
    });
    expect(message.attachments).toEqual([
      expect.objectContaining({ fileName: 'foto.png', contentType: 'image/png', byteSize: 3 }),
    ]);

    const read = (
      await call('PUT', base(shop, `/${newer}/read`), shop.staff, { read: true })
    ).json() as TBackOfficeMessage;
    expect(read.readAt).not.toBeNull();
    const again = (
      await call('PUT', base(shop, `/${newer}/read`), shop.owner, { read: true })
    ).json() as TBackOfficeMessage;
    expect(again.readAt).toBe(read.readAt);
    const unread = (
      await call('PUT', base(shop, `/${newer}/read`), shop.owner, { read: false })
    ).json() as TBackOfficeMessage;
    expect(unread.readAt).toBeNull();

    const bad = await call('PUT', base(shop, `/${newer}/read`), shop.owner, { read: 'ja' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['body.read']);
  });

  it('sends an attachment as a download with its stored type, never sniffed', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(700_000, 7), Buffer.from('\n%%EOF')]);
    const attachmentId = await addAttachment(shop, older, 'offerte "juni" ü.pdf', 'application/pdf', pdf);
    const response = await call('GET', base(shop, `/${older}/attachments/${attachmentId}`), shop.staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="offerte _juni_ _.pdf"; filename*=UTF-8''${encodeURIComponent('offerte "juni" ü.pdf')}`,
    );
    expect(response.rawPayload.equals(pdf)).toBe(true);
    // The attachment of another message of the same shop, by the wrong message's path.
    expect((await call('GET', base(shop, `/${newer}/attachments/${attachmentId}`), shop.owner)).statusCode).toBe(404);
    expect((await call('GET', base(shop, `/${older}/attachments/x`), shop.owner)).statusCode).toBe(400);
  });

  it('lets staff in, answers 401 without a session and 404 across shops or for an unknown id', async () => {
    const other = await newShop();
    const foreign = await addMessage(other);
    const foreignFile = await addAttachment(other, foreign, 'a.png', 'image/png', Buffer.from('x'));
    expect((await call('GET', base(shop), shop.staff)).statusCode).toBe(200);
    expect((await call('GET', base(shop))).statusCode).toBe(401);
    expect((await call('GET', base(other), shop.owner)).statusCode).toBe(404);
    expect((await call('GET', base(other), shop.staff)).statusCode).toBe(404);
    // B's ids inside A's path: nothing of B is read or changed.
    expect((await call('GET', base(shop, `/${foreign}`), shop.owner)).statusCode).toBe(404);
    expect((await call('PUT', base(shop, `/${foreign}/read`), shop.owner, { read: true })).statusCode).toBe(404);
    expect((await call('GET', base(shop, `/${foreign}/attachments/${foreignFile}`), shop.owner)).statusCode).toBe(404);
    expect((await call('POST', base(shop, `/${foreign}/replies`), shop.owner, { body: 'Hallo daar' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', base(shop, `/${foreign}`), shop.owner)).statusCode).toBe(404);
    expect((await call('GET', base(shop, '/999999'), shop.owner)).json()).toMatchObject({
      error: 'not_found',
      message: 'Message not found',
    });
    const [untouched] = await query('select read_at from contact_messages where tenant_id = $1 and id = $2', [
      other.tenant.id,
      foreign,
    ]);
    expect(untouched).toEqual({ read_at: null });
    expect(await query('select id from contact_replies where tenant_id = $1', [other.tenant.id])).toEqual([]);
  });
});

describe('Back office: replying to a message', () => {
  it('mails the reply to the sender in their language, reply-to the shop, and keeps it in the thread', async () => {
    const shop = await newShop();
    const messageId = await addMessage(shop, {
      name: 'Jane Doe',
      email: 'jane@example.com',
      language: 'en',
      message: 'Do you ship to Belgium?',
    });
    const response = await call('POST', base(shop, `/${messageId}/replies`), shop.staff, {
      body: '  Yes, we do.\nShipping is € 7,95.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const thread = response.json() as TBackOfficeMessage;
    expect(thread.replies).toEqual([
      expect.objectContaining({ body: 'Yes, we do.\nShipping is € 7,95.', sentByName: 'Sam Medewerker' }),
    ]);
    expect(thread.readAt).not.toBeNull();

    const mails = await query<{
      to_address: string;
      subject: string;
      text: string;
      html: string;
      attachments: unknown;
    }>(
      `select to_address, subject, text, html, attachments from email_outbox where tenant_id = $1 and kind = 'contact-reply'`,
      [shop.tenant.id],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: 'jane@example.com',
      subject: 'Reply to your message to Kaarsenwinkel',
    });
    expect(mails[0]?.text).toContain('Dear Jane Doe,');
    expect(mails[0]?.text).toContain('Yes, we do.\nShipping is € 7,95.');
    expect(mails[0]?.text).not.toContain('Do you ship to Belgium?');
    expect(mails[0]?.html).toContain('Yes, we do.<br>Shipping is € 7,95.');
    expect(mails[0]?.attachments).toMatchObject({ replyTo: 'winkel@example.com' });

    const [reply] = await query(
      'select body, sent_by_name, sent_by_user_id from contact_replies where tenant_id = $1',
      [shop.tenant.id],
    );
    expect(reply).toMatchObject({ body: 'Yes, we do.\nShipping is € 7,95.', sent_by_name: 'Sam Medewerker' });
    expect(reply?.sent_by_user_id).toEqual(expect.any(String));
    expect((await list(shop)).items[0]?.replyCount).toBe(1);
    expect(
      (
        await query<{ action: string }>('select action from tenant_audit_log where tenant_id = $1', [shop.tenant.id])
      ).map((row) => row.action),
    ).toEqual(['message.replied']);
  });

  it('writes Dutch to a Dutch sender and has the owner answer replies when the shop has no contact address', async () => {
    const shop = await newShop(null);
    const messageId = await addMessage(shop, { name: 'Piet', email: 'piet@example.com' });
    expect((await call('POST', base(shop, `/${messageId}/replies`), shop.owner, { body: 'Ja hoor!' })).statusCode).toBe(
      201,
    );
    const [mail] = await query<{ subject: string; text: string; attachments: { replyTo: string } }>(
      `select subject, text, attachments from email_outbox where tenant_id = $1 and kind = 'contact-reply'`,
      [shop.tenant.id],
    );
    expect(mail?.subject).toBe('Antwoord op uw bericht aan Kaarsenwinkel');
    expect(mail?.text).toContain('Beste Piet,');
    expect(mail?.attachments.replyTo).toBe(`eigenaar-${shop.tenant.name}@example.com`);
  });

  it('refuses an empty or too long reply with its field, and sends nothing', async () => {
    const shop = await newShop();
    const messageId = await addMessage(shop);
    for (const body of [{ body: '   ' }, { body: 'x'.repeat(5001) }, {}]) {
      const response = await call('POST', base(shop, `/${messageId}/replies`), shop.owner, body);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['body.body']);
    }
    expect(
      (await call('POST', base(shop, `/${messageId}/replies`), shop.owner, { body: 'x'.repeat(5000) })).statusCode,
    ).toBe(201);
    expect(await query('select id from email_outbox where tenant_id = $1', [shop.tenant.id])).toHaveLength(1);
  });

  it('limits how many replies one user sends', async () => {
    const shop = await newShop();
    const messageId = await addMessage(shop);
    const statuses: number[] = [];
    for (let sent = 0; sent <= REPLY_RATE_LIMIT; sent += 1) {
      statuses.push(
        (await call('POST', base(shop, `/${messageId}/replies`), shop.owner, { body: `Antwoord ${sent}` })).statusCode,
      );
    }
    expect(statuses.slice(0, REPLY_RATE_LIMIT).every((status) => status === 201)).toBe(true);
    const refused = await call('POST', base(shop, `/${messageId}/replies`), shop.owner, { body: 'Nog een' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    // Another user of the shop has a budget of their own.
    expect((await call('POST', base(shop, `/${messageId}/replies`), shop.staff, { body: 'Van mij' })).statusCode).toBe(
      201,
    );
  });
});

describe('Back office: deleting a message', () => {
  it('deletes the message with its attachments and replies', async () => {
    const shop = await newShop();
    const messageId = await addMessage(shop);
    const keep = await addMessage(shop);
    await addAttachment(shop, messageId, 'a.png', 'image/png', Buffer.from('x'));
    await call('POST', base(shop, `/${messageId}/replies`), shop.owner, { body: 'Dank je' });

    const deleted = await call('DELETE', base(shop, `/${messageId}`), shop.staff);
    expect(deleted.statusCode).toBe(204);
    expect(
      (await query('select id from contact_messages where tenant_id = $1', [shop.tenant.id])).map((row) => row.id),
    ).toEqual([keep]);
    expect(await query('select id from contact_attachments where tenant_id = $1', [shop.tenant.id])).toEqual([]);
    expect(await query('select id from contact_replies where tenant_id = $1', [shop.tenant.id])).toEqual([]);
    expect((await call('DELETE', base(shop, `/${messageId}`), shop.owner)).statusCode).toBe(404);
    expect((await call('DELETE', base(shop, '/abc'), shop.owner)).statusCode).toBe(400);
    expect((await call('DELETE', base(shop, `/${keep}`))).statusCode).toBe(401);
    expect(
      (
        await query<{ action: string }>('select action from tenant_audit_log where tenant_id = $1 order by id', [
          shop.tenant.id,
        ])
      ).map((row) => row.action),
    ).toEqual(['message.replied', 'message.deleted']);
  });
});
