import { centsToEuros, type TBackOfficeAddon, type TBackOfficeCategory, type TImageSummary } from '@shop/contracts';
import type { AddonRow, CategoryRow, ImageSummaryRow } from './queries.ts';

const NO_IMAGES: TImageSummary = { count: 0, primaryImageId: null, primaryAltText: '' };

export function summariesByOwner(rows: ImageSummaryRow[]): Map<number, TImageSummary> {
  return new Map(rows.map(({ ownerId, ...summary }) => [ownerId, summary]));
}

export function toCategoryView(row: CategoryRow, images: Map<number, TImageSummary>): TBackOfficeCategory {
  return { ...row, productCount: Number(row.productCount), images: images.get(row.id) ?? NO_IMAGES };
}

export function toAddonView(row: AddonRow, images: Map<number, TImageSummary>): TBackOfficeAddon {
  const { priceCents, type, ...rest } = row;
  return {
    ...rest,
    type: type === 'Complex' ? 'Complex' : 'Simple',
    price: centsToEuros(priceCents),
    images: images.get(row.id) ?? NO_IMAGES,
  };
}
