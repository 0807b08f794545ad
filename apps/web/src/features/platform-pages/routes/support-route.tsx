import texts from 'virtual:locale-sections/nl/footer,platform,platformPages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import {
  emptySupportForm,
  SUPPORT_MESSAGE_MAX,
  type TSupportValues,
  validateSupport,
} from '#src/features/platform-pages/support-validation.ts';
import { callApi } from '#src/lib/api-client.ts';
import { apiErrorText, apiFieldErrors, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { usePlatformSession } from '#src/lib/platform-session.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

const FIELDS: (keyof TSupportValues)[] = ['name', 'email', 'subject', 'message'];
const link =
  'font-semibold text-violet-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700';

/** /support: a question to the platform's team, answered within 1–2 working days. */
export default function SupportRoute() {
  const { t } = useTranslation();
  usePlatformTitle(t('platformPages.support.title'), t('platform.name'));
  const locale = useLocale();
  const user = usePlatformSession().data?.user ?? null;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, showErrors, change } = useForm<TSupportValues>(emptySupportForm);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [errorRound, setErrorRound] = useState(0);

  // A signed-in owner need not type who they are.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      name: current.name || user.fullName,
      email: current.email || user.email,
    }));
  }, [user, setValues]);

  useEffect(() => {
    if (errorRound > 0) focusFirstInvalid(form.current);
  }, [errorRound]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setOutcome(null);
    if (showErrors(validateSupport(values), (key) => t(`platformPages.support.errors.${key}`))) {
      setErrorRound((round) => round + 1);
      return;
    }
    setSubmitting(true);
    try {
      await callApi('POST /api/platform/support', {
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
          language: locale,
        },
      });
      setOutcome({ kind: 'success', text: t('platformPages.support.sent') });
      setValues((current) => ({ ...current, subject: '', message: '' }));
    } catch (error) {
      const found: Partial<Record<keyof TSupportValues, string>> = {};
      for (const [field, message] of Object.entries(apiFieldErrors(error))) {
        if ((FIELDS as string[]).includes(field)) found[field as keyof TSupportValues] = message;
      }
      if (Object.keys(found).length > 0) {
        setErrors(found);
        setErrorRound((round) => round + 1);
      } else {
        setOutcome({
          kind: 'error',
          text: apiErrorText(error, {
            fallback: t('platformPages.support.failed'),
            network: t('platformPages.support.network'),
          }),
        });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const length = values.message.trim().length;
  return (
    <div className="bg-gradient-to-b from-violet-50 to-white px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('platformPages.support.title')}</h1>
          <p className="mt-4 text-lg text-slate-700">{t('platformPages.support.intro')}</p>
          <p className="mt-4 inline-block rounded-lg bg-violet-100 px-3 py-2 font-semibold text-violet-900">
            {t('platformPages.support.promise')}
          </p>
          <h2 className="mt-8 text-lg font-bold">{t('platformPages.support.beforeTitle')}</h2>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
            <li>
              {t('platformPages.support.tipPassword')}{' '}
              <Link href="/forgot-password" className={link}>
                {t('platformPages.support.tipPasswordLink')}
              </Link>
            </li>
            <li>{t('platformPages.support.tipShop')}</li>
            <li>{t('platformPages.support.tipPrivacy')}</li>
          </ul>
        </div>
        <section
          aria-labelledby={`${id}-form-title`}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 [&_input]:scroll-mt-28 [&_textarea]:scroll-mt-28"
        >
          <h2 id={`${id}-form-title`} className="text-xl font-bold">
            {t('platformPages.support.formTitle')}
          </h2>
          <form ref={form} onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
            <div role="alert" className="empty:hidden">
              {Object.keys(errors).length > 0 && (
                <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                  {t('platformPages.support.checkFields')}
                </p>
              )}
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id={`${id}-name`}
                label={t('platformPages.support.name')}
                required
                autoComplete="name"
                maxLength={120}
                value={values.name}
                error={errors.name}
                onChange={(event) => change('name', event.target.value)}
              />
              <TextField
                id={`${id}-email`}
                label={t('platformPages.support.email')}
                type="email"
                required
                autoComplete="email"
                value={values.email}
                error={errors.email}
                onChange={(event) => change('email', event.target.value)}
              />
            </div>
            <TextField
              id={`${id}-subject`}
              label={t('platformPages.support.subject')}
              maxLength={200}
              value={values.subject}
              error={errors.subject}
              onChange={(event) => change('subject', event.target.value)}
            />
            <TextAreaField
              id={`${id}-message`}
              label={t('platformPages.support.message')}
              required
              rows={7}
              maxLength={SUPPORT_MESSAGE_MAX}
              value={values.message}
              error={errors.message}
              aria-describedby={[`${id}-count`, errors.message ? `${id}-message-error` : null]
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => change('message', event.target.value)}
              hint={
                <p id={`${id}-count`} className="mt-1 text-right text-sm text-slate-600">
                  {t('platformPages.support.count', { count: length, max: SUPPORT_MESSAGE_MAX })}
                </p>
              }
            />
            <div>{outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}</div>
            <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting}>
              {submitting ? t('platformPages.support.sending') : t('platformPages.support.send')}
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}
