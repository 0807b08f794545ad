import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscription, createTenant } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { runBillingSweep, startBillingSweep } from './billing.ts';
import { DAY, HOUR, signedInUser } from './test-support.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await database.pool.query<T>(text, values)).rows;

const mailsOf = (tenantId: string) =>
  query<{ kind: string; to_address: string; subject: string; text: string }>(
    'select kind, to_address, subject, text from email_outbox where tenant_id = $1 order by id',
    [tenantId],
  );

const statusOf = async (tenantId: string) =>
  (
    await query<{ status: string; paused_at: Date | null }>(
      'select status, paused_at from tenant_subscriptions where tenant_id = $1',
      [tenantId],
    )
  )[0];

/** A trial shop ending `endsIn` after `now`, with an owner of that language and a staff member. */
async function trialShop(now: Date, endsIn: number, language: 'nl' | 'en' = 'nl') {
  const { db } = database;
  const tenant = await createTenant(db);
  await createSubscription(db, tenant.id, { status: 'Trial', trialEndsAt: new Date(now.getTime() + endsIn) });
  const owner = await signedInUser(db, { shops: [tenant.id], language, fullName: 'Anna' });
  const staff = await signedInUser(db, { shops: [tenant.id], shopRole: 'Staff', language: 'nl', fullName: 'Sam' });
  return { tenant, owner: owner.user, staff: staff.user };
}

describe('runBillingSweep', () => {
  it("mails the 24 h and the 2 h reminder once each, to the owner (not staff) in the owner's language, however often it runs", async () => {
    const start = new Date('2030-01-01T12:00:00Z');
    const { tenant, owner } = await trialShop(start, 3 * DAY);
    const englishShop = await trialShop(start, 3 * DAY, 'en');
    const other = await trialShop(start, 10 * DAY);

    await runBillingSweep(database.db, start);
    expect(await mailsOf(tenant.id)).toEqual([]);

    const dayBefore = new Date(start.getTime() + 2 * DAY + HOUR);
    await runBillingSweep(database.db, dayBefore);
    await runBillingSweep(database.db, dayBefore);
    await Promise.all([runBillingSweep(database.db, dayBefore), runBillingSweep(database.db, dayBefore)]);
    const first = await mailsOf(tenant.id);
    expect(first.map((mail) => [mail.kind, mail.to_address])).toEqual([['trial-reminder-24h', owner.email]]);
    expect(first[0]?.subject).toBe(`Winkel ${tenant.name}: uw proefperiode eindigt over 24 uur`);
    expect(first[0]?.text).toContain(`https://winkelwerf.nl/${tenant.name}/dashboard`);
    const english = await mailsOf(englishShop.tenant.id);
    expect(english.map((mail) => mail.to_address)).toEqual([englishShop.owner.email]);
    expect(english[0]?.subject).toBe(`Winkel ${englishShop.tenant.name}: your trial ends in 24 hours`);

    const hoursBefore = new Date(start.getTime() + 3 * DAY - HOUR);
    await Promise.all([runBillingSweep(database.db, hoursBefore), runBillingSweep(database.db, hoursBefore)]);
    await runBillingSweep(database.db, hoursBefore);
    const kinds = (await mailsOf(tenant.id)).map((mail) => mail.kind);
    expect(kinds).toEqual(['trial-reminder-24h', 'trial-reminder-2h']);
    expect(await mailsOf(other.tenant.id)).toEqual([]);
    expect(await statusOf(tenant.id)).toMatchObject({ status: 'Trial', paused_at: null });
  });

  it('sends only the 2 h reminder when the sweep first runs within the last 2 hours', async () => {
    const start = new Date('2030-02-01T12:00:00Z');
    const { tenant } = await trialShop(start, 90 * 60 * 1000);
    await runBillingSweep(database.db, start);
    expect((await mailsOf(tenant.id)).map((mail) => mail.kind)).toEqual(['trial-reminder-2h']);
  });

  it('pauses ended trials and cancelled plans past their period; leaves paid and running ones alone', async () => {
    const now = new Date('2030-03-01T12:00:00Z');
    const { db } = database;
    const ended = await trialShop(now, -1000);
    const running = await trialShop(now, HOUR * 30);
    const cancelledOver = await createTenant(db);
    await createSubscription(db, cancelledOver.id, {
      status: 'Cancelled',
      currentPeriodEndsAt: new Date(now.getTime() - 1000),
    });
    const cancelledRunning = await createTenant(db);
    await createSubscription(db, cancelledRunning.id, {
      status: 'Cancelled',
      currentPeriodEndsAt: new Date(now.getTime() + DAY),
    });
    const active = await createTenant(db);
    await createSubscription(db, active.id, { status: 'Active', currentPeriodEndsAt: new Date(now.getTime() - DAY) });

    const result = await runBillingSweep(db, now);
    expect(result.paused).toBeGreaterThanOrEqual(2);
    expect(await statusOf(ended.tenant.id)).toEqual({ status: 'Paused', paused_at: now });
    expect(await statusOf(cancelledOver.id)).toEqual({ status: 'Paused', paused_at: now });
    expect(await statusOf(running.tenant.id)).toMatchObject({ status: 'Trial' });
    expect(await statusOf(cancelledRunning.id)).toMatchObject({ status: 'Cancelled' });
    expect(await statusOf(active.id)).toMatchObject({ status: 'Active' });
    // An ended trial gets no reminder afterwards.
    expect(await mailsOf(ended.tenant.id)).toEqual([]);
    // A second run finds nothing new.
    const again = await runBillingSweep(db, new Date(now.getTime() + 1000));
    expect(await statusOf(ended.tenant.id)).toEqual({ status: 'Paused', paused_at: now });
    expect(again.reminders24h + again.reminders2h).toBe(0);
  });
});

describe('startBillingSweep', () => {
  it('keeps running after a failed pass (a lost database) and stops cleanly', async () => {
    const lines: string[] = [];
    const broken = {
      transaction: () => Promise.reject(new Error('connection refused')),
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as DatabaseHandle['db'];
    const stop = startBillingSweep(broken, {
      log: (line) => lines.push(line),
      platformDomain: 'x.test',
      intervalMs: 5,
    });
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await stop();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/^Billing sweep failed, next try in/);
  });
});
