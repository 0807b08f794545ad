import {
  SET_PASSWORD_QUERY_PARAM,
  type TCustomer,
  type TCustomerLoginResponse,
  VERIFY_EMAIL_QUERY_PARAM,
} from '@shop/contracts';
import type { Database, Executor } from '#src/db/client.ts';
import { HttpError } from '#src/lib/errors.ts';
import { hashPassword, verifyPassword } from '#src/lib/password.ts';
import { enqueueMail, type MailLanguage } from '#src/modules/mail/mail.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';
import { renderCustomerLinkMail } from './mails.ts';
import {
  type ActionPurpose,
  type CustomerRow,
  consumeActionToken,
  createActionToken,
  createSession,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  markEmailVerified,
  revokeAllSessions,
  updatePasswordHash,
} from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_LIFETIME_MS = 30 * DAY_MS;

/** Per purpose of a one-time link: how long it is valid and the storefront query parameter carrying it. */
const actionLinks: Record<ActionPurpose, { validDays: number; queryParam: string }> = {
  'verify-email': { validDays: 7, queryParam: VERIFY_EMAIL_QUERY_PARAM },
  'set-password': { validDays: 3, queryParam: SET_PASSWORD_QUERY_PARAM },
};

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', {});
const invalidLink = () => new HttpError(400, 'invalid_token', {});

// Verified against when the e-mail is unknown, so that answer takes as long as a wrong password.
const dummyPasswordHash = hashPassword('not-a-real-password');

async function startSession(db: Executor, tenantId: string, customer: CustomerRow): Promise<TCustomerLoginResponse> {
  const session = await createSession(db, tenantId, customer.id, SESSION_LIFETIME_MS);
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), customer: toCustomerView(customer) };
}

export function toCustomerView(row: CustomerRow): TCustomer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    phoneNumber: row.phoneNumber,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  language: MailLanguage;
  /** Absent for the registration modal: the customer then gets a set-password link. */
  password?: string;
}

/**
 * Creates the customer and, in the same transaction, the one-time token and the mail carrying
 * it: a verification link when a password was given, else a link to set one.
 */
export async function registerCustomer(
  db: Database,
  tenant: TenantContext,
  input: RegistrationInput,
  linkTo: (param: { name: string; value: string }) => string,
): Promise<TCustomer> {
  const { password, language, ...profile } = input;
  const passwordHash = password === undefined ? null : await hashPassword(password);
  const purpose: ActionPurpose = password === undefined ? 'set-password' : 'verify-email';
  const { validDays, queryParam } = actionLinks[purpose];
  return db.transaction(async (tx) => {
    const customer = await insertCustomer(tx, tenant.id, { ...profile, passwordHash });
    if (!customer) throw new HttpError(409, 'customer_exists', {});
    const token = await createActionToken(tx, tenant.id, customer.id, purpose, validDays * DAY_MS);
    const mail = renderCustomerLinkMail(purpose, {
      shopName: tenant.displayName,
      firstName: customer.firstName,
      link: linkTo({ name: queryParam, value: token }),
      validDays,
      language,
    });
    await enqueueMail(tx, { tenantId: tenant.id, kind: `customer-${purpose}`, to: customer.email, ...mail });
    return toCustomerView(customer);
  });
}

export async function logIn(
  db: Database,
  tenant: TenantContext,
  email: string,
  password: string,
): Promise<TCustomerLoginResponse> {
  const customer = await findCustomerByEmail(db, tenant.id, email);
  // A customer from the registration modal has no password until they set one.
  const passwordMatches = await verifyPassword(password, customer?.passwordHash ?? (await dummyPasswordHash));
  if (!customer?.passwordHash || !passwordMatches) throw invalidCredentials();
  return startSession(db, tenant.id, customer);
}

export async function verifyEmail(db: Database, tenant: TenantContext, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const customerId = await consumeActionToken(tx, tenant.id, 'verify-email', token);
    if (customerId === null) throw invalidLink();
    await markEmailVerified(tx, tenant.id, customerId);
  });
}

/**
 * Sets the password of the link's customer and logs them in. The link proves they read the
 * mailbox, so the address counts as verified; older sessions end because the password changed.
 */
export async function setPassword(
  db: Database,
  tenant: TenantContext,
  token: string,
  password: string,
): Promise<TCustomerLoginResponse> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const customerId = await consumeActionToken(tx, tenant.id, 'set-password', token);
    if (customerId === null) throw invalidLink();
    await updatePasswordHash(tx, tenant.id, customerId, passwordHash);
    await markEmailVerified(tx, tenant.id, customerId);
    await revokeAllSessions(tx, tenant.id, customerId);
    const customer = await findCustomerById(tx, tenant.id, customerId);
    if (!customer) throw invalidLink();
    return startSession(tx, tenant.id, customer);
  });
}
