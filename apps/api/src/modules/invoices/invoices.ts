/**
 * The invoices module's public entry: rendering an invoice (from the snapshot the ordering core
 * fixes when it issues one) and a packing slip as PDF, and reading their text back in tests.
 */
export { invoiceDate, type PdfOptions, renderInvoicePdf, renderPackingSlipPdf } from './pdf.ts';
export { pdfText, pdfTextRuns } from './pdf-text.ts';
export { type PackingSlipFacts, type TInvoiceSnapshot, ZInvoiceSnapshot } from './snapshot.ts';
