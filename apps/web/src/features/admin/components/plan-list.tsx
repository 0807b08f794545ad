import { isPromotionActive, type TAdminPlan } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { useLocale } from '#src/lib/i18n.ts';

/** Every plan, inactive ones too, in the platform's order; each opens in the form. */
export function PlanList({ plans, onEdit }: { plans: TAdminPlan[]; onEdit: (plan: TAdminPlan) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tag = locale === 'en' ? 'en-GB' : 'nl-NL';
  const euros = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const now = new Date();
  const sorted = [...plans].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {sorted.map((plan) => {
        const running = isPromotionActive(plan, now);
        return (
          <li key={plan.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="break-words text-lg font-bold">{plan.name}</h3>
              <span
                className={`rounded-full border px-2.5 py-0.5 text-sm font-semibold ${
                  plan.isActive
                    ? 'border-green-300 bg-green-100 text-green-900'
                    : 'border-slate-300 bg-slate-100 text-slate-800'
                }`}
              >
                {plan.isActive ? t('admin.plans.active') : t('admin.plans.inactive')}
              </span>
            </div>
            <dl className="mt-3 grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('admin.plans.fields.type')}</dt>
              <dd>{t(`admin.plans.types.${plan.type}`)}</dd>
              <dt className="text-slate-600">{t('admin.plans.fields.billingCycle')}</dt>
              <dd>{t(`admin.plans.cycles.${plan.billingCycle}`)}</dd>
              <dt className="text-slate-600">{t('admin.plans.fields.price')}</dt>
              <dd>{euros.format(plan.price)}</dd>
              <dt className="text-slate-600">{t('admin.plans.fields.displayOrder')}</dt>
              <dd>{plan.displayOrder}</dd>
              <dt className="text-slate-600">{t('admin.plans.promotion')}</dt>
              <dd>
                {plan.hasPromotion && plan.promotionalPrice !== null ? (
                  <>
                    {euros.format(plan.promotionalPrice)}
                    {plan.promotionStartDate && plan.promotionEndDate && (
                      <span className="block text-slate-600">
                        {date.format(new Date(plan.promotionStartDate))} –{' '}
                        {date.format(new Date(plan.promotionEndDate))}
                      </span>
                    )}
                    <span className="block font-semibold">
                      {running ? t('admin.plans.promotionRunning') : t('admin.plans.promotionNotRunning')}
                    </span>
                  </>
                ) : (
                  t('admin.plans.noPromotion')
                )}
              </dd>
            </dl>
            <button type="button" onClick={() => onEdit(plan)} className={`${buttonSecondary} mt-4 self-start`}>
              {t('admin.plans.edit')} <span className="sr-only">{plan.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
