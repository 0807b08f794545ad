import type { TProductInfoSection } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { CheckboxField } from '#src/features/back-office/catalogue/categories/checkbox-field.tsx';

const smallButton =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700 disabled:opacity-40';

/** The focus shop's collapsible sections of a product (spec §2.6): title, text, open at first, shown. */
export function InfoSectionsEditor({
  idPrefix,
  sections,
  onChange,
}: {
  idPrefix: string;
  sections: TProductInfoSection[];
  onChange: (sections: TProductInfoSection[]) => void;
}) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<TProductInfoSection>) =>
    onChange(sections.map((section, at) => (at === index ? { ...section, ...patch } : section)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...sections];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {sections.map((section, index) => {
          const id = `${idPrefix}-${index}`;
          const name = section.title || t('boProducts.sectionUntitled', { number: index + 1 });
          return (
            <li key={section.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
              <TextField
                id={`${id}-title`}
                label={t('boProducts.sectionTitle')}
                value={section.title}
                maxLength={200}
                onChange={(event) => update(index, { title: event.target.value })}
              />
              <TextAreaField
                id={`${id}-content`}
                label={t('boProducts.sectionContent')}
                value={section.content}
                maxLength={5000}
                rows={4}
                onChange={(event) => update(index, { content: event.target.value })}
              />
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                <CheckboxField
                  id={`${id}-enabled`}
                  label={t('boProducts.sectionEnabled')}
                  checked={section.isEnabled}
                  onChange={(on) => update(index, { isEnabled: on })}
                />
                <CheckboxField
                  id={`${id}-expanded`}
                  label={t('boProducts.sectionExpanded')}
                  checked={section.isExpanded}
                  onChange={(on) => update(index, { isExpanded: on })}
                />
              </div>
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === 0}
                  aria-label={t('boSortable.moveUp', { name })}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === sections.length - 1}
                  aria-label={t('boSortable.moveDown', { name })}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className={`${smallButton} text-red-800`}
                  onClick={() => onChange(sections.filter((_, at) => at !== index))}
                >
                  {t('boProducts.sectionRemove', { name })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <button
          type="button"
          className={buttonSecondary}
          disabled={sections.length >= 20}
          onClick={() =>
            onChange([
              ...sections,
              { id: `section-${Date.now().toString(36)}`, title: '', content: '', isExpanded: false, isEnabled: true },
            ])
          }
        >
          {t('boProducts.sectionAdd')}
        </button>
      </div>
    </div>
  );
}
