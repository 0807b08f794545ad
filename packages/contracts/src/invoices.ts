// Invoices: one gap-free sequence per shop. The number is shown the same way everywhere (PDF,
// e-mail, back office, storefront) and names the downloaded file.

/** 'F-000123': the shop's invoice number, padded to six digits (longer numbers simply grow). */
export function formatInvoiceNumber(sequence: number): string {
  return `F-${String(sequence).padStart(6, '0')}`;
}

/** 'factuur-F-000123.pdf' in Dutch, 'invoice-F-000123.pdf' in English. */
export function invoiceFileName(sequence: number, language: 'nl' | 'en'): string {
  return `${language === 'en' ? 'invoice' : 'factuur'}-${formatInvoiceNumber(sequence)}.pdf`;
}

/** 'pakbon-WW-….pdf' / 'packing-slip-WW-….pdf'. */
export function packingSlipFileName(orderNumber: string, language: 'nl' | 'en'): string {
  return `${language === 'en' ? 'packing-slip' : 'pakbon'}-${orderNumber}.pdf`;
}

/** A Dutch KvK number: 8 digits. */
export const KVK_NUMBER_PATTERN = /^\d{8}$/;

/** A Dutch VAT number (btw-id): NL, 9 digits, B, 2 digits. */
export const NL_VAT_NUMBER_PATTERN = /^NL\d{9}B\d{2}$/;

/** The VAT number as stored: without spaces and dots, upper case. */
export function normalizeVatNumber(text: string): string {
  return text.replace(/[\s.]/g, '').toUpperCase();
}

/**
 * An order that should have an invoice: paid, or shipped (or delivered), and not cancelled. The
 * ordering core issues it at that step; an order that got there before invoices existed gets one
 * when the shop asks.
 */
export function isInvoiceDue(order: { status: string; paymentStatus: string }): boolean {
  if (order.status === 'Cancelled') return false;
  return order.paymentStatus === 'Paid' || order.status === 'Shipped' || order.status === 'Delivered';
}
