import { useTranslation } from 'react-i18next';

export type TImageOwner = { kind: 'category'; id: number } | { kind: 'addon'; id: number; productId: number };

/** Where the images of a category or add-on are managed. */
export function ImagesSlot(_props: { tenantName: string; owner: TImageOwner; suggestedAlt: string }) {
  const { t } = useTranslation();
  return <p className="text-sm text-slate-700">{t('boCategories.imagesSoon')}</p>;
}
