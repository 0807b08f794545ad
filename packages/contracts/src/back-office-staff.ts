import { z } from 'zod';
import { ZPlatformEmail, ZPlatformPassword, ZPlatformUser } from './platform-account.ts';

/**
 * A shop's team: its one owner (everything) and its staff (catalogue, orders, customers,
 * messages; not billing, payment settings, shop settings or the team). Staff join through a
 * single-use invitation link that expires.
 */

/** How long an invitation link works. */
export const STAFF_INVITATION_DAYS = 7;

export const ZShopRole = z.enum(['Owner', 'Staff']);
export type TShopRole = z.infer<typeof ZShopRole>;

export const ZStaffMember = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  role: ZShopRole,
  /** When the user joined the shop (ISO). */
  since: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  language: z.enum(['nl', 'en']),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TStaffInvitation = z.infer<typeof ZStaffInvitation>;

/** GET /api/platform/shops/:tenantName/staff */
export const ZStaffOverview = z.object({
  members: z.array(ZStaffMember),
  /** Open invitations: not used, not revoked, not expired. */
  invitations: z.array(ZStaffInvitation),
});
export type TStaffOverview = z.infer<typeof ZStaffOverview>;

/** POST /api/platform/shops/:tenantName/staff/invitations */
export const ZStaffInviteInput = z.object({
  email: ZPlatformEmail,
  /** The language of the invitation mail. */
  language: z.enum(['nl', 'en']).default('nl'),
});
export type TStaffInviteInput = z.input<typeof ZStaffInviteInput>;

/** GET /api/platform/staff-invitations/:token: what the accept page shows. */
export const ZStaffInvitationInfo = z.object({
  tenantName: z.string(),
  shopName: z.string(),
  email: z.string(),
  /** A platform account with this e-mail exists: the invitee logs in instead of choosing a password. */
  accountExists: z.boolean(),
  expiresAt: z.string(),
  language: z.enum(['nl', 'en']),
});
export type TStaffInvitationInfo = z.infer<typeof ZStaffInvitationInfo>;

/**
 * POST /api/platform/staff-invitations/:token/accept. A new account gives its name and a password;
 * an existing account is signed in with the invited e-mail address and sends nothing.
 */
export const ZStaffAcceptInput = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: 'Naam is verplicht' })
    .max(120, { error: 'Maximaal 120 tekens' })
    .optional(),
  password: ZPlatformPassword.optional(),
});
export type TStaffAcceptInput = z.infer<typeof ZStaffAcceptInput>;

export const ZStaffAcceptResponse = z.object({
  user: ZPlatformUser,
  tenantName: z.string(),
  /** Where the new staff member goes: the shop's back office. */
  homePath: z.string(),
});
export type TStaffAcceptResponse = z.infer<typeof ZStaffAcceptResponse>;

/** GET /api/platform/shops/:tenantName/audit-log?before= : a page of the shop's activity log. */
export const AUDIT_LOG_PAGE_SIZE = 50;
export const ZAuditLogQuery = z.object({
  /** The id of the last entry of the previous page: the next page starts below it. */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;
