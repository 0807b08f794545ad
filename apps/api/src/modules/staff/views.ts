import type { TStaffInvitation, TStaffMember } from '@shop/contracts';
import type { InvitationRow, MemberRecord } from './queries.ts';

export const toMember = (member: MemberRecord): TStaffMember => ({
  userId: member.userId,
  fullName: member.fullName,
  email: member.email,
  role: member.role,
  since: member.since.toISOString(),
});

export const toInvitation = (row: InvitationRow): TStaffInvitation => ({
  id: row.id,
  email: row.email,
  language: row.language === 'en' ? 'en' : 'nl',
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});
