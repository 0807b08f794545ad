import type { TAuditEntry, TStaffInvitationInfo, TStaffOverview } from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { emailOutbox, staffInvitations } from '../../db/schema/tables.ts';

const GOOD_PASSWORD = 'Zonnebloem-Tafel-73';
const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
/** The app's clock, moved by hand to let invitations expire. */
const clock = (() => {
  let now = new Date();
  return {
    now: () => new Date(now),
    set: (moment: Date) => {
      now = new Date(moment);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
})();

beforeAll(async () => {
  ctx = await createTestApp(
    { PLATFORM_AUTH_RATE_LIMIT_PER_IP: 1000, RATE_LIMIT_ACCOUNT: 100_000 },
    { clock: clock.now },
  );
});
afterAll(async () => {
  await ctx?.close();
});

interface Shop {
  id: string;
  name: string;
  owner: string;
  ownerId: string;
}

async function newShop(): Promise<Shop> {
  const tenant = await createTenant(ctx.database.db);
  const owner = await createPlatformUser(ctx.database.db, { shopIds: [tenant.id] });
  return {
    id: tenant.id,
    name: tenant.name,
    owner: await platformSessionCookie(ctx.database.db, owner.id),
    ownerId: owner.id,
  };
}

async function staffOf(shop: Shop) {
  const user = await createPlatformUser(ctx.database.db, { shopIds: [shop.id], shopRole: 'Staff' });
  return { user, cookie: await platformSessionCookie(ctx.database.db, user.id) };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

const staffUrl = (shop: Shop, rest = '') => `/api/platform/shops/${shop.name}/staff${rest}`;

async function lastInvitationLink(to: string): Promise<string> {
  const [mail] = await ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'platform-staff-invitation')))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const match = /\/staff-invitation\/([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no invitation link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

async function invite(shop: Shop, email: string, language: 'nl' | 'en' = 'nl') {
  const response = await call('POST', staffUrl(shop, '/invitations'), shop.owner, { email, language });
  expect(response.statusCode, response.body).toBe(201);
  return { invitation: response.json() as { id: number; email: string }, token: await lastInvitationLink(email) };
}

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function logOf(shop: Shop): Promise<TAuditEntry[]> {
  const response = await call('GET', `/api/platform/shops/${shop.name}/audit-log`, shop.owner);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('staff of a shop', () => {
  it('lists the owner; invites by e-mail with a single-use link mailed in the platform stream', async () => {
    const shop = await newShop();
    const email = uniqueEmail('sam');
    const { invitation, token } = await invite(shop, email, 'en');
    expect(invitation.email).toBe(email);

    const [stored] = await ctx.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitation.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.expiresAt.getTime()).toBe(clock.now().getTime() + 7 * DAY);
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.tenantId).toBe('00000000-0000-0000-0000-000000000000');
    expect(mail?.subject).toContain('You are invited');

    const overview = (await call('GET', staffUrl(shop), shop.owner)).json() as TStaffOverview;
    expect(overview.members).toEqual([expect.objectContaining({ userId: shop.ownerId, role: 'Owner' })]);
    expect(overview.invitations).toEqual([expect.objectContaining({ id: invitation.id, email, language: 'en' })]);
    expect((await logOf(shop)).map((entry) => entry.action)).toContain('staff.invited');
  });

  it('re-inviting replaces the open invitation: the old link answers 410', async () => {
    const shop = await newShop();
    const email = uniqueEmail('rick');
    const first = await invite(shop, email);
    const second = await invite(shop, email.toUpperCase());
    expect((await call('GET', `/api/platform/staff-invitations/${first.token}`)).statusCode).toBe(410);
    expect((await call('GET', `/api/platform/staff-invitations/${second.token}`)).statusCode).toBe(200);
    const overview = (await call('GET', staffUrl(shop), shop.owner)).json() as TStaffOverview;
    expect(overview.invitations.map((entry) => entry.id)).toEqual([second.invitation.id]);
  });

  it('refuses inviting a member (409) and invalid addresses (400 with the field)', async () => {
    const shop = await newShop();
    const staff = await staffOf(shop);
    const member = await call('POST', staffUrl(shop, '/invitations'), shop.owner, { email: staff.user.email });
    expect(member.statusCode).toBe(409);
    expect(member.json()).toMatchObject({ error: 'already_member', fields: [{ field: 'email' }] });
    const invalid = await call('POST', staffUrl(shop, '/invitations'), shop.owner, { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json())).toContain('email');
  });

  it('a new person accepts: account made, signed in, staff of the shop, link used up; all in the log', async () => {
    const shop = await newShop();
    const email = uniqueEmail('nina');
    const { token } = await invite(shop, email);

    const info = await call('GET', `/api/platform/staff-invitations/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      tenantName: shop.name,
      email,
      accountExists: false,
    } satisfies Partial<TStaffInvitationInfo>);

    const weak = await call('POST', `/api/platform/staff-invitations/${token}/accept`, undefined, {
      fullName: 'Nina Bakker',
      password: 'nina bakker',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: 'weak_password', fields: [{ field: 'password' }] });
    const missing = await call('POST', `/api/platform/staff-invitations/${token}/accept`, undefined, {});
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['fullName', 'password']);

    const accepted = await call('POST', `/api/platform/staff-invitations/${token}/accept`, undefined, {
      fullName: 'Nina Bakker',
      password: GOOD_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ tenantName: shop.name, homePath: `/${shop.name}/dashboard` });
    expect(accepted.json().user.shops).toEqual([expect.objectContaining({ name: shop.name, role: 'Staff' })]);
    const cookie = accepted.cookies.find((entry) => entry.name.endsWith('platform_session'));
    expect(cookie?.value).toBeTruthy();
    const staffCookie = `${cookie?.name}=${cookie?.value}`;

    const dashboard = await call('GET', `/api/platform/shops/${shop.name}/dashboard`, staffCookie);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().viewerRole).toBe('Staff');
    expect((await call('GET', staffUrl(shop), staffCookie)).json().error).toBe('owner_only');

    const again = await call('POST', `/api/platform/staff-invitations/${token}/accept`, undefined, {
      fullName: 'Nina Bakker',
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'invitation_closed' });

    const overview = (await call('GET', staffUrl(shop), shop.owner)).json() as TStaffOverview;
    expect(overview.members.map((member) => [member.email, member.role])).toEqual([
      [expect.any(String), 'Owner'],
      [email, 'Staff'],
    ]);
    expect(overview.invitations).toEqual([]);
    const joined = (await logOf(shop)).find((entry) => entry.action === 'staff.joined');
    expect(joined).toMatchObject({ actorEmail: email, actorRole: 'Staff', actorName: 'Nina Bakker' });
  });

  it('an existing account must be signed in as the invited address, then joins without a password', async () => {
    const shop = await newShop();
    const other = await newShop();
    const ownShop = await createTenant(ctx.database.db);
    const existing = await createPlatformUser(ctx.database.db, { shopIds: [ownShop.id], email: uniqueEmail('olga') });
    const { token } = await invite(shop, existing.email);
    expect((await call('GET', `/api/platform/staff-invitations/${token}`)).json().accountExists).toBe(true);

    const anonymous = await call('POST', `/api/platform/staff-invitations/${token}/accept`, undefined, {
      fullName: 'Someone',
      password: GOOD_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
    const wrongAccount = await call('POST', `/api/platform/staff-invitations/${token}/accept`, other.owner, {});
    expect(wrongAccount.statusCode).toBe(403);
    expect(wrongAccount.json().error).toBe('invitation_other_account');

    const cookie = await platformSessionCookie(ctx.database.db, existing.id);
    const accepted = await call('POST', `/api/platform/staff-invitations/${token}/accept`, cookie, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.cookies.filter((entry) => entry.name.endsWith('platform_session'))).toEqual([]);
    expect(accepted.json().user.shops.map((link: { name: string; role: string }) => [link.name, link.role])).toEqual(
      expect.arrayContaining([
        [ownShop.name, 'Owner'],
        [shop.name, 'Staff'],
      ]),
    );
    expect((await call('GET', `/api/platform/shops/${shop.name}/orders`, cookie)).statusCode).toBe(200);
  });

  it('unknown links are 404; expired and revoked ones 410', async () => {
    const shop = await newShop();
    expect((await call('GET', `/api/platform/staff-invitations/${'x'.repeat(43)}`)).statusCode).toBe(404);
    const expiring = await invite(shop, uniqueEmail('eva'));
    clock.advance(7 * DAY + 1000);
    try {
      const expired = await call('GET', `/api/platform/staff-invitations/${expiring.token}`);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toContain('expired');
      expect((await call('GET', staffUrl(shop), shop.owner)).json().invitations).toEqual([]);
    } finally {
      clock.set(new Date());
    }
    const revoking = await invite(shop, uniqueEmail('rob'));
    const revoked = await call('DELETE', staffUrl(shop, `/invitations/${revoking.invitation.id}`), shop.owner);
    expect(revoked.statusCode).toBe(204);
    expect((await call('GET', `/api/platform/staff-invitations/${revoking.token}`)).json()).toMatchObject({
      error: 'invitation_closed',
    });
    expect(
      (await call('DELETE', staffUrl(shop, `/invitations/${revoking.invitation.id}`), shop.owner)).statusCode,
    ).toBe(404);
    expect((await logOf(shop)).map((entry) => entry.action)).toContain('staff.invitation_revoked');
  });

  it('removes a staff member: their next call to the shop is 404; the owner cannot be removed', async () => {
    const shop = await newShop();
    const staff = await staffOf(shop);
    expect((await call('GET', `/api/platform/shops/${shop.name}/orders`, staff.cookie)).statusCode).toBe(200);

    const owner = await call('DELETE', staffUrl(shop, `/${shop.ownerId}`), shop.owner);
    expect(owner.statusCode).toBe(409);
    expect(owner.json().error).toBe('owner_not_removable');

    const removed = await call('DELETE', staffUrl(shop, `/${staff.user.id}`), shop.owner);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/platform/shops/${shop.name}/orders`, staff.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/platform/session', staff.cookie)).json().user.email).toBe(staff.user.email);
    expect((await call('DELETE', staffUrl(shop, `/${staff.user.id}`), shop.owner)).statusCode).toBe(404);
    expect((await logOf(shop)).find((entry) => entry.action === 'staff.removed')?.details).toMatchObject({
      email: staff.user.email,
    });
  });

  it('is for the owner and the Admin only: staff get 403 owner_only, another shop 404, nobody 401', async () => {
    const shop = await newShop();
    const other = await newShop();
    const staff = await staffOf(shop);
    const admin = await platformSessionCookie(
      ctx.database.db,
      (await createPlatformUser(ctx.database.db, { role: 'Admin' })).id,
    );
    const pending = await invite(shop, uniqueEmail('pia'));
    const requests: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: object][] = [
      ['GET', staffUrl(shop)],
      ['POST', staffUrl(shop, '/invitations'), { email: uniqueEmail('x') }],
      ['DELETE', staffUrl(shop, `/invitations/${pending.invitation.id}`)],
      ['DELETE', staffUrl(shop, `/${staff.user.id}`)],
    ];
    for (const [method, url, body] of requests) {
      const asStaff = await call(method, url, staff.cookie, body);
      expect(asStaff.statusCode, `${method} ${url}`).toBe(403);
      expect(asStaff.json().error).toBe('owner_only');
      expect((await call(method, url, other.owner, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    // The Admin may do all of it; each step lands in the owner's log with the Admin's role.
    for (const [method, url, body] of requests) {
      const response = await call(method, url, admin, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    }
    const log = await logOf(shop);
    expect(log.filter((entry) => entry.actorRole === 'Admin').map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['staff.invited', 'staff.invitation_revoked', 'staff.removed']),
    );
  });

  it('the activity log shows every actor with name and role, newest first, 50 a page', async () => {
    const shop = await newShop();
    const staff = await staffOf(shop);
    for (let index = 0; index < 55; index += 1) await invite(shop, uniqueEmail(`bulk${index}`));
    const product = await call('POST', `/api/platform/shops/${shop.name}/categories`, staff.cookie, {
      name: 'Mutsen',
    });
    expect(product.statusCode, product.body).toBeLessThan(300);
    const first = await logOf(shop);
    expect(first).toHaveLength(50);
    expect(first[0]).toMatchObject({ actorRole: 'Staff', actorEmail: staff.user.email, actorName: 'Owner Tester' });
    expect(first[1]).toMatchObject({ action: 'staff.invited', actorRole: 'Owner' });
    const next = await call('GET', `/api/platform/shops/${shop.name}/audit-log?before=${first.at(-1)?.id}`, shop.owner);
    expect(next.json()).toHaveLength(6);
    expect((await call('GET', `/api/platform/shops/${shop.name}/audit-log`, staff.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/platform/shops/${shop.name}/audit-log?before=x`, shop.owner)).statusCode).toBe(400);
  });

  it('limits accepting per IP', async () => {
    const limited = await createTestApp({ PLATFORM_AUTH_RATE_LIMIT_PER_IP: 2 });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `/api/platform/staff-invitations/${'y'.repeat(43)}/accept`,
          payload: {},
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });

  it('keeps the password hash of a new staff member, never the password', async () => {
    const shop = await newShop();
    const email = uniqueEmail('hash');
    const { token } = await invite(shop, email);
    await call('POST', `/api/platform/staff-invitations/${token}/accept`, undefined, {
      fullName: 'Hans Hash',
      password: GOOD_PASSWORD,
    });
    const rows = await ctx.database.pool.query<{ password_hash: string }>(
      'select password_hash from platform_users where email = $1',
      [email],
    );
    expect(rows.rows[0]?.password_hash).not.toContain(GOOD_PASSWORD);
  });
});
