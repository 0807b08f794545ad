import { sanitizeRichText } from '#src/lib/rich-text.ts';
import type { ImageDraft, ProductDraft } from './draft.ts';
import { emptyDraft, issue } from './draft.ts';
import { isHttpUrl, MAX_LENGTH, MAX_QUANTITY, readBoolean, readInteger, readPrice, readText } from './values.ts';

interface ShopifyRecord {
  line: number;
  cells: Record<string, string>;
}

const OPTION_COLUMNS = ['Option1 Value', 'Option2 Value', 'Option3 Value'] as const;

/** Shopify's "Apparel & Accessories > Clothing > Shirts": the last step is the shop's category. */
function categoryOf(cells: Record<string, string>): string | null {
  const type = (cells.Type ?? '').trim();
  if (type) return type.slice(0, MAX_LENGTH.category);
  const path = (cells['Product Category'] ?? '').split('>').pop()?.trim() ?? '';
  return path ? path.slice(0, MAX_LENGTH.category) : null;
}

const isVariantRow = (cells: Record<string, string>) =>
  ['Variant Price', 'Variant SKU', 'Option1 Value'].some((column) => (cells[column] ?? '').trim() !== '');

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function imagesOf(rows: ShopifyRecord[]): { images: ImageDraft[]; badUrls: { line: number; url: string }[] } {
  const found: (ImageDraft & { position: number; index: number })[] = [];
  const badUrls: { line: number; url: string }[] = [];
  rows.forEach((row, index) => {
    const url = (row.cells['Image Src'] ?? '').trim();
    if (!url) return;
    if (!isHttpUrl(url)) {
      badUrls.push({ line: row.line, url });
      return;
    }
    if (found.some((image) => image.url === url)) return;
    const position = Number.parseInt(row.cells['Image Position'] ?? '', 10);
    found.push({
      url,
      altText: (row.cells['Image Alt Text'] ?? '').trim().slice(0, 300),
      position: Number.isFinite(position) ? position : 1000 + index,
      index,
    });
  });
  found.sort((a, b) => a.position - b.position || a.index - b.index);
  return { images: found.map(({ url, altText }) => ({ url, altText })), badUrls };
}

/** Variant Price with Compare At Price: our regular price and a whole discount percentage. */
function applyPrices(draft: ProductDraft, cells: Record<string, string>): void {
  const price = readPrice(draft, 'Variant Price', cells['Variant Price'] ?? '', true);
  const compareAt = readPrice(draft, 'Variant Compare At Price', cells['Variant Compare At Price'] ?? '', false);
  if (price === null) return;
  draft.priceCents = price;
  if (compareAt === null || compareAt <= price) return;
  const percentage = Math.min(99, Math.max(1, Math.round(100 * (1 - price / compareAt))));
  draft.priceCents = compareAt;
  draft.discountPercentage = percentage;
  draft.isDiscountActive = true;
  const becomes = Math.round((compareAt * (100 - percentage)) / 100);
  if (becomes !== price) {
    draft.warnings.push(
      issue('Variant Compare At Price', 'discount_rounded', {
        price: (price / 100).toFixed(2),
        becomes: (becomes / 100).toFixed(2),
        percentage,
      }),
    );
  }
}

function activeOf(draft: ProductDraft, cells: Record<string, string>): boolean {
  const status = (cells.Status ?? '').trim().toLowerCase();
  if (status) return status === 'active';
  return readBoolean(draft, 'Published', cells.Published ?? '', true);
}

/**
 * A Shopify export has several rows per handle: the first carries the product, the others more
 * variants and more images. Each variant becomes a product of its own ("Title – Blue / L"), so its
 * price, SKU and stock stay its own; the images of the handle go with every variant.
 */
export function draftsFromShopify(records: ShopifyRecord[]): ProductDraft[] {
  const byHandle = new Map<string, ShopifyRecord[]>();
  for (const record of records) {
    const handle = (record.cells.Handle ?? '').trim() || `line-${record.line}`;
    byHandle.set(handle, [...(byHandle.get(handle) ?? []), record]);
  }
  const drafts: ProductDraft[] = [];
  for (const [handle, rows] of byHandle) {
    const productRow = rows.find((row) => (row.cells.Title ?? '').trim() !== '') ?? rows[0];
    if (!productRow) continue;
    const product = productRow.cells;
    const variants = rows.filter((row) => isVariantRow(row.cells));
    const { images, badUrls } = imagesOf(rows);
    const rawBody = product['Body (HTML)'] ?? '';
    const description = sanitizeRichText(rawBody);
    const sanitised = rawBody.replace(/\s+/g, '') !== description.replace(/\s+/g, '');
    const variantRows = variants.length > 0 ? variants : [productRow];
    for (const variant of variantRows) {
      const draft = emptyDraft(variant.line);
      const title = readText(draft, 'Title', product.Title ?? '', MAX_LENGTH.name);
      if (title === '') draft.errors.push(issue('Title', 'missing_name', { handle }));
      const options = OPTION_COLUMNS.map((column) => (variant.cells[column] ?? '').trim()).filter(
        (value) => value !== '' && value !== 'Default Title',
      );
      const split = variantRows.length > 1 && options.length > 0;
      draft.name = split ? `${title} – ${options.join(' / ')}`.slice(0, MAX_LENGTH.name) : title;
      if (split) draft.warnings.push(issue('Option1 Value', 'variant_of', { handle, options: options.join(' / ') }));
      const sku = readText(draft, 'Variant SKU', variant.cells['Variant SKU'] ?? '', MAX_LENGTH.sku);
      draft.sku = sku || (split ? `${handle}-${slug(options.join('-'))}` : handle).slice(0, MAX_LENGTH.sku);
      draft.description = description;
      if (sanitised) draft.warnings.push(issue('Body (HTML)', 'description_sanitised'));
      draft.shortDescription = readText(
        draft,
        'SEO Description',
        product['SEO Description'] ?? '',
        MAX_LENGTH.shortDescription,
      );
      draft.categoryName = categoryOf(product);
      applyPrices(draft, variant.cells);
      const stock = readInteger(draft, 'Variant Inventory Qty', variant.cells['Variant Inventory Qty'] ?? '', 0, {
        min: -MAX_QUANTITY,
        max: MAX_QUANTITY,
      });
      if (stock < 0) draft.warnings.push(issue('Variant Inventory Qty', 'stock_set_to_zero', { value: stock }));
      draft.stockQuantity = Math.max(0, stock);
      draft.madeToOrder = (variant.cells['Variant Inventory Policy'] ?? '').trim().toLowerCase() === 'continue';
      draft.weightGrams = Math.round(
        readInteger(draft, 'Variant Grams', (variant.cells['Variant Grams'] ?? '').replace(/\.\d+$/, ''), 0, {
          min: 0,
          max: MAX_QUANTITY,
        }),
      );
      draft.isActive = activeOf(draft, product);
      const variantImage = (variant.cells['Variant Image'] ?? '').trim();
      draft.images =
        variantImage && isHttpUrl(variantImage)
          ? [
              images.find((image) => image.url === variantImage) ?? { url: variantImage, altText: '' },
              ...images.filter((image) => image.url !== variantImage),
            ]
          : images;
      for (const bad of badUrls) {
        draft.errors.push(issue('Image Src', 'invalid_image_url', { url: bad.url.slice(0, 200), line: bad.line }));
      }
      drafts.push(draft);
    }
  }
  return drafts;
}
