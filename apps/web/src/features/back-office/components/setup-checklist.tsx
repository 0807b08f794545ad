import type { TShopDashboard } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

/** The first things a new shop needs; done or not shown by icon and words, never by colour alone. */
export function SetupChecklist({ steps }: { steps: TShopDashboard['checklist'] }) {
  const { t } = useTranslation();
  const done = steps.filter((step) => step.done).length;
  return (
    <section aria-labelledby="checklist-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="checklist-title" className="text-xl font-bold">
        {t('dashboard.checklist.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('dashboard.checklist.progress', { done, total: steps.length })}</p>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={t('dashboard.checklist.title')}
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
      >
        <div className="h-full bg-violet-700" style={{ width: `${steps.length ? (done / steps.length) * 100 : 0}%` }} />
      </div>
      <ul className="mt-5 space-y-4">
        {steps.map((step) => (
          <li key={step.key} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                step.done ? 'bg-green-700 text-white' : 'border-2 border-slate-400 text-slate-500'
              }`}
            >
              {step.done ? '✓' : ''}
            </span>
            <div>
              <p className="font-semibold">
                {t(`dashboard.checklist.steps.${step.key}.title`)}
                <span className={`ml-2 text-sm font-normal ${step.done ? 'text-green-800' : 'text-slate-600'}`}>
                  ({step.done ? t('dashboard.checklist.done') : t('dashboard.checklist.todo')})
                </span>
              </p>
              <p className="text-sm text-slate-600">{t(`dashboard.checklist.steps.${step.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
