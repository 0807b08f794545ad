import { centsToEuros, formatEuros } from '@shop/contracts';
import PDFDocument from 'pdfkit';
import type { PackingSlipFacts, TInvoiceSnapshot } from './snapshot.ts';
import { winAnsiText } from './win-ansi.ts';

type Language = 'nl' | 'en';

const texts = {
  nl: {
    invoice: 'Factuur',
    packingSlip: 'Pakbon',
    invoiceNumber: 'Factuurnummer',
    invoiceDate: 'Factuurdatum',
    orderNumber: 'Bestelnummer',
    orderDate: 'Besteldatum',
    paymentMethod: 'Betaalmethode',
    paidAt: 'Betaald op',
    kvk: 'KvK-nummer',
    vat: 'Btw-nummer',
    billTo: 'Factuuradres',
    shipTo: 'Verzendadres',
    shippingMethod: 'Verzendmethode',
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitPrice: 'Prijs',
    lineTotal: 'Totaal',
    subTotal: 'Subtotaal',
    shipping: 'Verzending',
    total: 'Totaal',
    totalExVat: 'Totaal excl. btw',
    vatIncluded: (rate: number) => `waarvan ${rate} % btw`,
    pricesInclude: (rate: number) => `Alle bedragen zijn inclusief ${rate} % btw.`,
    notes: 'Opmerkingen',
    sku: 'Art.nr.',
  },
  en: {
    invoice: 'Invoice',
    packingSlip: 'Packing slip',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    paymentMethod: 'Payment method',
    paidAt: 'Paid on',
    kvk: 'KvK number',
    vat: 'VAT number',
    billTo: 'Billing address',
    shipTo: 'Shipping address',
    shippingMethod: 'Shipping method',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Price',
    lineTotal: 'Total',
    subTotal: 'Subtotal',
    shipping: 'Shipping',
    total: 'Total',
    totalExVat: 'Total excl. VAT',
    vatIncluded: (rate: number) => `of which ${rate} % VAT`,
    pricesInclude: (rate: number) => `All amounts include ${rate} % VAT.`,
    notes: 'Notes',
    sku: 'SKU',
  },
} as const;

const money = (cents: number, language: Language) => formatEuros(centsToEuros(cents), language);

/** '23 november 2026' / '23 November 2026', in the shop's time zone. */
export function invoiceDate(at: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(typeof at === 'string' ? new Date(at) : at);
}

export interface PdfOptions {
  /** Plain (uncompressed) content streams; tests read the text that way too, but compressed is the default. */
  compress?: boolean;
}

const PAGE = { size: 'A4' as const, margin: 50 };
const WIDTH = 595.28 - PAGE.margin * 2;
const GREY = '#52525b';

/** Renders a document and collects its bytes. */
function render(title: string, createdAt: Date, options: PdfOptions, draw: (doc: PDFKit.PDFDocument) => void) {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: PAGE.size,
      margin: PAGE.margin,
      compress: options.compress ?? true,
      // The dates in the file follow the document, so one invoice renders to the same bytes each time.
      info: { Title: winAnsiText(title), CreationDate: createdAt, ModDate: createdAt },
      bufferPages: true,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.font('Helvetica');
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** Writes text that only holds what the built-in PDF fonts can show. */
function write(doc: PDFKit.PDFDocument, text: string, options?: PDFKit.Mixins.TextOptions, x?: number, y?: number) {
  if (x !== undefined && y !== undefined) doc.text(winAnsiText(text), x, y, options);
  else doc.text(winAnsiText(text), options);
}

function block(doc: PDFKit.PDFDocument, heading: string, lines: string[], x: number, y: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(10);
  write(doc, heading, { width }, x, y);
  doc.font('Helvetica').fontSize(10);
  for (const line of lines.filter((entry) => entry.trim() !== '')) write(doc, line, { width });
  return doc.y;
}

function rows(doc: PDFKit.PDFDocument, entries: [string, string][], x: number, y: number, width: number) {
  doc.fontSize(10);
  let top = y;
  for (const [label, value] of entries) {
    doc.font('Helvetica').fillColor(GREY);
    write(doc, label, { width: width * 0.45 }, x, top);
    doc.font('Helvetica').fillColor('black');
    write(doc, value, { width: width * 0.55, align: 'right' }, x + width * 0.45, top);
    top = Math.max(doc.y, top + 14);
  }
  return top;
}

function ensureRoom(doc: PDFKit.PDFDocument, needed: number) {
  if (doc.y + needed > doc.page.height - PAGE.margin) doc.addPage();
}

/** A thin grey line across the page at y (under a table's header, under its last line). */
function rule(doc: PDFKit.PDFDocument, y: number) {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + WIDTH, y)
    .strokeColor('#d4d4d8')
    .stroke();
}

/** Whether a table line starting at y leaves too little room above the bottom margin. */
const pageFullAt = (doc: PDFKit.PDFDocument, y: number) => y > doc.page.height - PAGE.margin - 60;

/** The invoice a Dutch shop must give: seller with KvK and VAT number, buyer, lines, totals, VAT apart. */
export function renderInvoicePdf(invoice: TInvoiceSnapshot, options: PdfOptions = {}): Promise<Buffer> {
  const language = invoice.language;
  const t = texts[language];
  const seller = invoice.seller;
  const title = `${t.invoice} ${invoice.displayNumber}`;
  return render(title, new Date(invoice.issuedAt), options, (doc) => {
    const left = PAGE.margin;
    const half = WIDTH / 2;

    doc.font('Helvetica-Bold').fontSize(22);
    write(doc, t.invoice, { width: half }, left, PAGE.margin);
    doc.font('Helvetica').fontSize(11);
    write(doc, invoice.displayNumber, { width: half });

    const sellerLines = [
      seller.address,
      `${seller.postalCode} ${seller.city}`.trim(),
      seller.country,
      seller.kvkNumber ? `${t.kvk}: ${seller.kvkNumber}` : '',
      seller.vatNumber ? `${t.vat}: ${seller.vatNumber}` : '',
      seller.email ?? '',
    ];
    const sellerEnd = block(doc, seller.legalName || seller.shopName, sellerLines, left + half, PAGE.margin, half);

    const top = Math.max(sellerEnd, doc.y) + 24;
    const buyer = invoice.buyer;
    const buyerEnd = block(
      doc,
      t.billTo,
      [buyer.name, buyer.address, `${buyer.postalCode} ${buyer.city}`.trim(), buyer.country, buyer.email],
      left,
      top,
      half - 10,
    );
    const meta: [string, string][] = [
      [t.invoiceNumber, invoice.displayNumber],
      [t.invoiceDate, invoiceDate(invoice.issuedAt, language)],
      [t.orderNumber, invoice.orderNumber],
      [t.orderDate, invoiceDate(invoice.orderDate, language)],
      [t.paymentMethod, invoice.paymentMethodName],
      ...(invoice.paidAt ? [[t.paidAt, invoiceDate(invoice.paidAt, language)] as [string, string]] : []),
    ];
    const metaEnd = rows(doc, meta, left + half, top, half);

    let y = Math.max(buyerEnd, metaEnd) + 24;
    const columns = {
      description: left,
      quantity: left + WIDTH * 0.55,
      unit: left + WIDTH * 0.66,
      total: left + WIDTH * 0.83,
    };
    const widths = { description: WIDTH * 0.53, quantity: WIDTH * 0.1, unit: WIDTH * 0.16, total: WIDTH * 0.17 };
    const header = () => {
      doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
      write(doc, t.description, { width: widths.description }, columns.description, y);
      write(doc, t.quantity, { width: widths.quantity, align: 'right' }, columns.quantity, y);
      write(doc, t.unitPrice, { width: widths.unit, align: 'right' }, columns.unit, y);
      write(doc, t.lineTotal, { width: widths.total, align: 'right' }, columns.total, y);
      y = doc.y + 4;
      rule(doc, y);
      y += 6;
    };
    header();
    for (const line of invoice.lines) {
      if (pageFullAt(doc, y)) {
        doc.addPage();
        y = PAGE.margin;
        header();
      }
      doc.font('Helvetica').fontSize(10).fillColor('black');
      write(doc, line.productName, { width: widths.description }, columns.description, y);
      const nameEnd = doc.y;
      write(doc, String(line.quantity), { width: widths.quantity, align: 'right' }, columns.quantity, y);
      write(doc, money(line.unitPriceCents, language), { width: widths.unit, align: 'right' }, columns.unit, y);
      write(doc, money(line.totalPriceCents, language), { width: widths.total, align: 'right' }, columns.total, y);
      doc.fontSize(8).fillColor(GREY);
      write(doc, `${t.sku} ${line.productSku}`, { width: widths.description }, columns.description, nameEnd);
      for (const addon of line.addons) {
        const input = addon.inputValue ? `: “${addon.inputValue}”` : '';
        write(doc, `+ ${addon.name}${input} (${money(addon.unitPriceCents, language)})`, {
          width: widths.description,
        });
      }
      y = doc.y + 8;
    }
    rule(doc, y);
    y += 10;
    doc.y = y;
    ensureRoom(doc, 110);
    const totals: [string, string][] = [
      [t.subTotal, money(invoice.subTotalCents, language)],
      [`${t.shipping} (${invoice.shippingMethodName})`, money(invoice.shippingCostCents, language)],
      [t.totalExVat, money(invoice.totalAmountCents - invoice.taxAmountCents, language)],
      [t.vatIncluded(invoice.vatRatePercent), money(invoice.taxAmountCents, language)],
    ];
    y = rows(doc, totals, left + half, doc.y, half);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('black');
    write(doc, t.total, { width: half * 0.45 }, left + half, y + 4);
    write(
      doc,
      money(invoice.totalAmountCents, language),
      { width: half * 0.55, align: 'right' },
      left + half * 1.45,
      y + 4,
    );
    doc.font('Helvetica').fontSize(9).fillColor(GREY);
    write(doc, t.pricesInclude(invoice.vatRatePercent), { width: WIDTH }, left, doc.y + 18);
  });
}

/** The packing slip that goes in the parcel: what to pack and where it goes, no prices. */
export function renderPackingSlipPdf(slip: PackingSlipFacts, options: PdfOptions = {}): Promise<Buffer> {
  const language = slip.language;
  const t = texts[language];
  return render(`${t.packingSlip} ${slip.orderNumber}`, slip.orderDate, options, (doc) => {
    const left = PAGE.margin;
    const half = WIDTH / 2;
    doc.font('Helvetica-Bold').fontSize(22);
    write(doc, t.packingSlip, { width: half }, left, PAGE.margin);
    doc.font('Helvetica').fontSize(11);
    write(doc, slip.shopName, { width: half });
    const metaEnd = rows(
      doc,
      [
        [t.orderNumber, slip.orderNumber],
        [t.orderDate, invoiceDate(slip.orderDate, language)],
        [t.shippingMethod, slip.shippingMethodName],
      ],
      left + half,
      PAGE.margin,
      half,
    );
    const to = slip.shipTo;
    let y =
      block(
        doc,
        t.shipTo,
        [to.name, to.address, `${to.postalCode} ${to.city}`.trim(), to.country],
        left,
        Math.max(metaEnd, doc.y) + 24,
        half,
      ) + 24;
    const quantityWidth = WIDTH * 0.15;
    const header = () => {
      doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
      write(doc, t.quantity, { width: quantityWidth }, left, y);
      write(doc, t.description, { width: WIDTH - quantityWidth }, left + quantityWidth, y);
      y = doc.y + 4;
      rule(doc, y);
      y += 6;
    };
    header();
    for (const line of slip.lines) {
      if (pageFullAt(doc, y)) {
        doc.addPage();
        y = PAGE.margin;
        header();
      }
      doc.font('Helvetica-Bold').fontSize(11).fillColor('black');
      write(doc, `${line.quantity} ×`, { width: quantityWidth }, left, y);
      doc.font('Helvetica').fontSize(11);
      write(doc, line.productName, { width: WIDTH - quantityWidth }, left + quantityWidth, y);
      doc.fontSize(9).fillColor(GREY);
      write(doc, `${t.sku} ${line.productSku}`, { width: WIDTH - quantityWidth });
      for (const addon of line.addons) {
        write(doc, `+ ${addon.name}${addon.inputValue ? `: “${addon.inputValue}”` : ''}`, {
          width: WIDTH - quantityWidth,
        });
      }
      y = doc.y + 8;
    }
    if (slip.notes) {
      doc.y = y + 8;
      ensureRoom(doc, 60);
      block(doc, t.notes, [slip.notes], left, doc.y, WIDTH);
    }
  });
}
