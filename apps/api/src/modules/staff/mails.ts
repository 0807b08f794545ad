import { STAFF_INVITATION_DAYS } from '@shop/contracts';
import { escapeHtml } from '#src/lib/html.ts';
import { type MailLanguage, type RenderedMail, renderMailHtml } from '#src/modules/mail/mail.ts';

export interface InvitationMail {
  platformName: string;
  shopName: string;
  inviterName: string;
  link: string;
  language: MailLanguage;
}

const texts = {
  nl: {
    subject: (shop: string) => `Je bent uitgenodigd voor het team van ${shop}`,
    title: 'Uitnodiging voor het team',
    intro: (inviter: string, shop: string, platform: string) =>
      `${inviter} nodigt je uit om mee te werken aan de webshop ${shop} op ${platform}. Als medewerker beheer je producten, categorieën, bestellingen, klanten en berichten.`,
    button: 'Uitnodiging accepteren',
    validity: `Deze link is ${STAFF_INVITATION_DAYS} dagen geldig en werkt één keer.`,
    closing: 'Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.',
    fallback: 'Werkt de knop niet? Kopieer dan deze link in je browser:',
    footer: (platform: string) => `Je ontvangt deze e-mail omdat je bent uitgenodigd bij ${platform}.`,
  },
  en: {
    subject: (shop: string) => `You are invited to the team of ${shop}`,
    title: 'Invitation to the team',
    intro: (inviter: string, shop: string, platform: string) =>
      `${inviter} invites you to work on the shop ${shop} at ${platform}. As a staff member you manage products, categories, orders, customers and messages.`,
    button: 'Accept the invitation',
    validity: `This link is valid for ${STAFF_INVITATION_DAYS} days and works once.`,
    closing: 'Not expecting this invitation? Then you can ignore this e-mail.',
    fallback: 'Button not working? Copy this link into your browser:',
    footer: (platform: string) => `You receive this e-mail because you were invited at ${platform}.`,
  },
} as const;

/** The invitation to join a shop's staff, in the language the owner chose. */
export function renderInvitationMail(mail: InvitationMail): RenderedMail {
  const t = texts[mail.language];
  const intro = t.intro(mail.inviterName, mail.shopName, mail.platformName);
  const bodyHtml = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>`,
    `<p style="font-size:13px;color:#52525b">${escapeHtml(t.fallback)}<br>${escapeHtml(mail.link)}</p>`,
    `<p style="font-size:13px;color:#52525b">${escapeHtml(`${t.validity} ${t.closing}`)}</p>`,
  ].join('\n');
  const text = [intro, '', `${t.button}: ${mail.link}`, '', `${t.validity} ${t.closing}`, '', mail.platformName].join(
    '\n',
  );
  const html = renderMailHtml({
    shopName: mail.platformName,
    title: t.title,
    bodyHtml,
    footer: t.footer(mail.platformName),
    language: mail.language,
  });
  return { subject: t.subject(mail.shopName), html, text };
}
