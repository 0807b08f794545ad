import { stringify } from 'csv-stringify/sync';
import type { Executor } from '#src/db/client.ts';
import type { AddonDraft } from './draft.ts';
import { OUR_COLUMNS, ourRowOf } from './our-format.ts';
import { ownImageUrl } from './own-images.ts';
import { findAddonsOfShop, findImagesOfShop, findProductsForExport } from './queries.ts';
import { protectFromFormula } from './values.ts';

const groupBy = <T>(rows: T[], key: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** Every cell of a row, safe to open in a spreadsheet (see protectFromFormula). */
const protectRow = (row: Record<string, string>) =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [column, protectFromFormula(value)]));

/** The shop's products as our CSV: UTF-8 with a byte order mark so Excel reads the accents. */
export async function exportProductsCsv(db: Executor, tenantId: string, origin: string): Promise<string> {
  const [rows, images, addons] = await Promise.all([
    findProductsForExport(db, tenantId),
    findImagesOfShop(db, tenantId),
    findAddonsOfShop(db, tenantId),
  ]);
  const imagesOf = groupBy(images, (image) => image.productId);
  const addonsOf = groupBy(addons, (addon) => addon.productId);
  const records = rows.map(({ product, category }) =>
    protectRow(
      ourRowOf({
        ...product,
        category,
        images: (imagesOf.get(product.id) ?? []).map((image) => ({
          url: ownImageUrl(origin, tenantId, product.id, image.id),
          altText: image.altText,
        })),
        addons: (addonsOf.get(product.id) ?? []).map(
          (addon): AddonDraft => ({
            name: addon.name,
            description: addon.description,
            priceCents: addon.priceCents,
            type: addon.type === 'Complex' ? 'Complex' : 'Simple',
            isRequired: addon.isRequired,
            isInputRequired: addon.isInputRequired,
            inputFieldLabel: addon.inputFieldLabel,
            inputFieldPlaceholder: addon.inputFieldPlaceholder,
            isActive: addon.isActive,
          }),
        ),
      }),
    ),
  );
  return stringify(records, {
    bom: true,
    header: true,
    columns: OUR_COLUMNS.map((column) => column.name),
    record_delimiter: 'windows',
  });
}
