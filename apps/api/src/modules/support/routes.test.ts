import type { TSupportRequest } from '@shop/contracts';
import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_MAIL_STREAM } from '#src/modules/mail/mail.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { emailOutbox, platformSupportMessages } from '../../db/schema/tables.ts';

const message = (overrides: Partial<TSupportRequest> = {}): TSupportRequest => ({
  name: 'Anna Jansen',
  email: 'anna@example.com',
  subject: 'Eigen domein',
  message: 'Kan ik mijn eigen domeinnaam koppelen aan mijn winkel?',
  language: 'nl',
  ...overrides,
});

describe('POST /api/platform/support', () => {
  let ctx: TestContext;
  let callers = 0;
  const send = (body: object, headers: Record<string, string> = {}, remoteAddress?: string) => {
    callers += 1;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/platform/support',
      payload: body,
      headers,
      remoteAddress: remoteAddress ?? `10.1.0.${callers}`,
    });
  };

  beforeAll(async () => {
    ctx = await createTestApp({ CONTACT_RATE_LIMIT_MAX: 3 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores the message and thanks the sender in their language', async () => {
    const dutch = await send(message());
    expect(dutch.statusCode, dutch.body).toBe(200);
    expect(dutch.json()).toEqual({ message: 'Bedankt voor uw bericht. We antwoorden binnen 1-2 werkdagen.' });

    const english = await send(message({ email: 'bob@example.com', language: 'en', subject: undefined }));
    expect(english.json()).toEqual({ message: 'Thank you for your message. We will reply within 1-2 working days.' });

    const rows = await ctx.database.db.select().from(platformSupportMessages);
    expect(rows.map((row) => [row.email, row.subject, row.language])).toEqual([
      ['anna@example.com', 'Eigen domein', 'nl'],
      ['bob@example.com', '', 'en'],
    ]);
    expect(rows[0]?.message).toBe('Kan ik mijn eigen domeinnaam koppelen aan mijn winkel?');
  });

  it('mails the message to the support address (reply-to the sender) and confirms it to the sender', async () => {
    const sender = `klant-${Date.now()}@example.com`;
    const response = await send(message({ email: sender, language: 'en', subject: 'Own domain' }));
    expect(response.statusCode, response.body).toBe(200);
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.kind, 'platform-support%'))
      .orderBy(asc(emailOutbox.id));
    const inbox = mails.find((mail) => mail.kind === 'platform-support' && mail.text.includes(sender));
    expect(inbox).toMatchObject({ toAddress: ctx.config.SUPPORT_EMAIL, tenantId: PLATFORM_MAIL_STREAM });
    expect(inbox?.subject).toBe('[Support] Own domain');
    expect(inbox?.attachments).toMatchObject({ replyTo: sender });
    const confirmation = mails.find(
      (mail) => mail.kind === 'platform-support-confirmation' && mail.toAddress === sender,
    );
    expect(confirmation?.subject).toBe('We received your message (Winkelwerf)');
    expect(confirmation?.text).toContain('Kan ik mijn eigen domeinnaam koppelen');
  });

  it('stores and mails nothing for a refused form', async () => {
    const before = await ctx.database.db.select().from(emailOutbox);
    const response = await send({ name: 'A', email: 'a@example.com', message: 'kort', language: 'nl' });
    expect(response.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(emailOutbox)).toHaveLength(before.length);
  });

  it('refuses an incomplete form with the fields, in Dutch or English, and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(platformSupportMessages)).length;
    const response = await send({ name: ' ', email: 'geen-adres', message: 'Kort', language: 'nl' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      fields: [
        { field: 'body.name', message: 'Naam is verplicht' },
        { field: 'body.email', message: 'Voer een geldig e-mailadres in' },
        { field: 'body.message', message: 'Minimaal 10 tekens' },
      ],
    });
    const english = await send({ ...message(), message: 'x'.repeat(2001) }, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json().fields).toEqual([{ field: 'body.message', message: 'At most 2000 characters' }]);
    expect((await ctx.database.db.select().from(platformSupportMessages)).length).toBe(before);
  });

  it('takes CONTACT_RATE_LIMIT_MAX messages per address in 10 minutes', async () => {
    const address = '10.9.9.9';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await send(message(), {}, address);
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
    }
    const refused = await send(message(), {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect(refused.json().message).toMatch(/Te veel berichten verstuurd. Probeer het over (9|10) minuten opnieuw./);
    const otherAddress = await send(message(), {}, '10.9.9.10');
    expect(otherAddress.statusCode).toBe(200);
  });

  it('refuses a post from another website', async () => {
    const response = await send(message(), { origin: 'https://elders.example', host: 'winkelwerf.nl' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('cross_site_request');
  });

  it('lets the Admin read the messages, newest first, and nobody else', async () => {
    const db = ctx.database.db;
    const admin = await createPlatformUser(db, { role: 'Admin' });
    const owner = await createPlatformUser(db);
    const read = (cookie?: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/admin/support-messages', headers: cookie ? { cookie } : {} });

    const answer = await read(await platformSessionCookie(db, admin.id));
    expect(answer.statusCode).toBe(200);
    const messages = answer.json();
    expect(messages.length).toBe((await db.select().from(platformSupportMessages)).length);
    expect(messages.at(-1)).toMatchObject({ name: 'Anna Jansen', email: 'anna@example.com', subject: 'Eigen domein' });
    const ids = messages.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    expect((await read(await platformSessionCookie(db, owner.id))).statusCode).toBe(403);
    expect((await read()).statusCode).toBe(401);
  });
});
