import texts from 'virtual:locale-sections/nl/info,product';
import { formatWeight, type TProduct, type TProductInfoSection } from '@shop/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '#src/components/ui/icons.tsx';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';

addDutchTexts(texts);

/** Spec §2.6: the owner's sections (JSON text), or the defaults specifications / shipping and returns / warranty. */
function parseInfoSections(json: string | null): TProductInfoSection[] | null {
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!Array.isArray(parsed)) return null;
    const sections = parsed.filter(
      (item): item is TProductInfoSection =>
        typeof item === 'object' && item !== null && typeof item.title === 'string' && typeof item.content === 'string',
    );
    return sections.filter((section) => section.isEnabled !== false);
  } catch {
    return null;
  }
}

export function InfoSections({ product }: { product: TProduct }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const baseId = useId();
  const sections = parseInfoSections(product.focusShopProductInfoSections) ?? [
    {
      id: 'specifications',
      title: t('info.specifications'),
      content: [
        product.sku && `${t('product.sku')}: ${product.sku}`,
        product.weightGrams > 0 && `${t('info.weight')}: ${formatWeight(product.weightGrams, locale)}`,
      ]
        .filter(Boolean)
        .join('\n'),
      isExpanded: true,
      isEnabled: true,
    },
    {
      id: 'shipping',
      title: t('info.shippingReturns'),
      content: t('info.shippingReturnsText'),
      isExpanded: false,
      isEnabled: true,
    },
    { id: 'warranty', title: t('info.warranty'), content: t('info.warrantyText'), isExpanded: false, isEnabled: true },
  ];
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(sections.map((section, index) => [section.id || String(index), section.isExpanded])),
  );
  return (
    <div className="divide-y divide-line rounded-card border border-line">
      {sections.map((section, index) => {
        const key = section.id || String(index);
        const expanded = Boolean(open[key]);
        const panelId = `${baseId}-${index}`;
        return (
          <div key={key}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => ({ ...current, [key]: !current[key] }))}
                className="flex w-full items-center justify-between px-4 py-4 text-left font-semibold focus-visible:outline-2 focus-visible:outline-link"
              >
                {section.title}
                <ChevronDownIcon className={`transition ${expanded ? 'rotate-180' : ''}`} />
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} className="px-4 pb-4 whitespace-pre-line text-muted">
              {section.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
