import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { platformUsers, platformUserTenants } from '#src/db/schema/tables.ts';
import { type OutgoingMail, renderMailHtml } from '#src/modules/mail/mail.ts';
import {
  addressLines,
  heading,
  lineBlock,
  linesHtml,
  linesText,
  type OrderMailFacts,
  paragraph,
  rowsHtml,
  rowsText,
  summaryRows,
} from './mails.ts';

/** Where the shop hears of new orders: its contact address, else its first owner's. */
export async function findShopMailAddress(tx: Executor, tenantId: string, contactEmail: string | null) {
  if (contactEmail?.trim()) return contactEmail.trim();
  const [owner] = await tx
    .select({ email: platformUsers.email })
    .from(platformUserTenants)
    .innerJoin(platformUsers, eq(platformUsers.id, platformUserTenants.userId))
    .where(and(eq(platformUserTenants.tenantId, tenantId), eq(platformUserTenants.role, 'Owner')))
    .orderBy(asc(platformUsers.createdAt))
    .limit(1);
  return owner?.email ?? null;
}

/** The shop's own notice of a placed order, in Dutch (the back office's language); replies go to the shopper. */
export function newOrderShopMail(facts: OrderMailFacts, to: string): OutgoingMail {
  const { order } = facts;
  const name = `${order.customerFirstName} ${order.customerLastName}`.trim();
  const intro = `Er is een nieuwe bestelling geplaatst door ${name} (${order.customerEmail}).`;
  const details: [string, string][] = [
    ['Bestelnummer', order.orderNumber],
    ['Verzendmethode', order.shippingMethodName],
    ['Betaalmethode', order.paymentMethodName],
  ];
  const address = addressLines(order, 'shipping');
  const htmlParts = [
    paragraph(intro),
    rowsHtml(details),
    linesHtml(facts.lines, 'nl'),
    rowsHtml(summaryRows(order, 'nl')),
    heading('Verzendadres'),
    lineBlock(address),
    ...(order.notes ? [heading('Opmerkingen'), paragraph(order.notes)] : []),
  ];
  const textParts = [
    intro,
    '',
    rowsText(details),
    '',
    linesText(facts.lines, 'nl'),
    '',
    rowsText(summaryRows(order, 'nl')),
    '',
    'Verzendadres:',
    ...address,
    ...(order.notes ? ['', 'Opmerkingen:', order.notes] : []),
  ];
  const footer = `Deze melding is verstuurd aan ${facts.shopName}.`;
  return {
    tenantId: order.tenantId,
    kind: 'order-placed-shop',
    to,
    subject: `Nieuwe bestelling ${order.orderNumber} van ${name}`,
    html: renderMailHtml({
      shopName: facts.shopName,
      title: 'Nieuwe bestelling',
      bodyHtml: htmlParts.join('\n'),
      footer,
      language: 'nl',
    }),
    text: [facts.shopName, '', ...textParts, '', footer].join('\n'),
    replyTo: order.customerEmail,
  };
}
