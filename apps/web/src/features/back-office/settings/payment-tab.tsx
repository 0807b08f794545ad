import { isValidIban, normalizeIban, type TPaymentSettings } from '@shop/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary, card } from '#src/components/ui/button-styles.ts';
import { TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { ActiveSwitch } from '#src/features/back-office/catalogue/categories/active-switch.tsx';
import { CheckboxField } from '#src/features/back-office/catalogue/categories/checkbox-field.tsx';
import { apiErrorText, apiFieldErrors, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { usePaymentSettings, useSaveBankTransfer, useSaveStripe } from './api.ts';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="h-11 w-full min-w-0 rounded-lg border border-line bg-page px-3 font-mono text-sm"
        />
        <button
          type="button"
          className={buttonSecondary}
          onClick={() =>
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('boCheckout.payment.copy')}
        </button>
      </div>
      <p aria-live="polite" className="mt-1 text-sm text-slate-700">
        {copied ? t('boCheckout.payment.copied') : ''}
      </p>
    </div>
  );
}

function StripeCard({ tenantName, settings }: { tenantName: string; settings: TPaymentSettings['stripe'] }) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveStripe(tenantName);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({ secretKey: '', webhookSecret: '' });

  const failed = (error: unknown) => {
    const fields = apiFieldErrors(error);
    const inForm = { secretKey: fields.secretKey, webhookSecret: fields.webhookSecret };
    form.setErrors(Object.fromEntries(Object.entries(inForm).filter(([, message]) => message)));
    if (inForm.secretKey || inForm.webhookSecret) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    const text =
      fields.isEnabled ??
      apiErrorText(error, { fallback: t('boCheckout.payment.stripeFailed'), network: t('boCheckout.offline') });
    setOutcome({ kind: 'error', text });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const { secretKey, webhookSecret } = form.values;
    save.mutate(
      { secretKey, webhookSecret, isEnabled: settings.isEnabled },
      {
        onSuccess: () => {
          form.setValues({ secretKey: '', webhookSecret: '' });
          setOutcome({
            kind: 'success',
            text: secretKey.trim() ? t('boCheckout.payment.keyAccepted') : t('boCheckout.payment.stripeSaved'),
          });
        },
        onError: failed,
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${card} flex flex-col gap-4 p-4 sm:p-6`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('boCheckout.payment.stripeTitle')}
        </h2>
        <ActiveSwitch
          checked={settings.isEnabled}
          busy={save.isPending}
          label={t('boCheckout.payment.stripeSwitch')}
          onToggle={() => {
            setOutcome(null);
            save.mutate(
              { isEnabled: !settings.isEnabled },
              {
                onSuccess: (saved) =>
                  setOutcome({
                    kind: 'success',
                    text: t(saved.stripe.isEnabled ? 'boCheckout.payment.enabled' : 'boCheckout.payment.disabled'),
                  }),
                onError: failed,
              },
            );
          }}
        />
      </div>
      <p className="text-slate-700">
        {settings.hasSecretKey
          ? t('boCheckout.payment.keyStored', {
              last4: settings.secretKeyLast4,
              mode: t(settings.isLiveKey ? 'boCheckout.payment.live' : 'boCheckout.payment.test'),
            })
          : t('boCheckout.payment.noKey')}{' '}
        {settings.hasWebhookSecret ? t('boCheckout.payment.webhookStored') : t('boCheckout.payment.noWebhook')}
      </p>
      <div aria-live="polite">{outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}</div>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          id={`${id}-key`}
          label={t('boCheckout.payment.secretKey')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={settings.hasSecretKey ? t('boCheckout.payment.keepStored') : 'sk_live_…'}
          value={form.values.secretKey}
          error={form.errors.secretKey}
          onChange={(event) => form.change('secretKey', event.target.value)}
        />
        <TextField
          id={`${id}-webhook`}
          label={t('boCheckout.payment.webhookSecret')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={settings.hasWebhookSecret ? t('boCheckout.payment.keepStored') : 'whsec_…'}
          value={form.values.webhookSecret}
          error={form.errors.webhookSecret}
          onChange={(event) => form.change('webhookSecret', event.target.value)}
        />
        <div>
          <button type="submit" className={buttonPrimary} disabled={save.isPending}>
            {save.isPending ? t('boCheckout.payment.checking') : t('boCheckout.payment.saveStripe')}
          </button>
        </div>
      </form>
      <CopyField id={`${id}-url`} label={t('boCheckout.payment.webhookUrl')} value={settings.webhookUrl} />
      <div>
        <p className="text-sm text-slate-700">{t('boCheckout.payment.webhookEvents')}</p>
        <ul className="mt-1 list-inside list-disc font-mono text-sm">
          {settings.webhookEvents.map((event) => (
            <li key={event}>{event}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function BankTransferCard({
  tenantName,
  settings,
}: {
  tenantName: string;
  settings: TPaymentSettings['bankTransfer'];
}) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveBankTransfer(tenantName);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm(() => ({ ...settings }));
  const { values, errors } = form;
  const iban = normalizeIban(values.iban);
  const ibanState = iban === '' ? null : isValidIban(iban);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (iban !== '' && !isValidIban(iban)) {
      form.setErrors({ iban: t('boCheckout.payment.ibanWrong') });
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    save.mutate(values, {
      onSuccess: (saved) => {
        form.setValues({ ...saved.bankTransfer });
        setOutcome({ kind: 'success', text: t('boCheckout.payment.bankSaved') });
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        form.setErrors(fields);
        if (Object.keys(fields).length > 0) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
        else
          setOutcome({
            kind: 'error',
            text: apiErrorText(error, { fallback: t('boCheckout.saveFailed'), network: t('boCheckout.offline') }),
          });
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${card} flex flex-col gap-4 p-4 sm:p-6`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('boCheckout.payment.bankTitle')}
      </h2>
      <div aria-live="polite">{outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}</div>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          id={`${id}-iban`}
          label={t('boCheckout.payment.iban')}
          autoComplete="off"
          spellCheck={false}
          value={values.iban}
          error={errors.iban}
          hint={
            ibanState !== null && !errors.iban ? (
              <p className={`mt-1 text-sm ${ibanState ? 'text-green-800' : 'text-red-700'}`} aria-live="polite">
                {ibanState ? t('boCheckout.payment.ibanOk') : t('boCheckout.payment.ibanWrong')}
              </p>
            ) : undefined
          }
          onChange={(event) => form.change('iban', event.target.value)}
        />
        <TextField
          id={`${id}-name`}
          label={t('boCheckout.payment.accountName')}
          maxLength={200}
          value={values.accountName}
          error={errors.accountName}
          onChange={(event) => form.change('accountName', event.target.value)}
        />
        <TextField
          id={`${id}-bic`}
          label={t('boCheckout.payment.bic')}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={values.bic}
          error={errors.bic}
          onChange={(event) => form.change('bic', event.target.value)}
        />
        <TextAreaField
          id={`${id}-instructions`}
          label={t('boCheckout.payment.instructions')}
          rows={3}
          maxLength={2000}
          value={values.instructions}
          error={errors.instructions}
          onChange={(event) => form.change('instructions', event.target.value)}
        />
        <CheckboxField
          id={`${id}-enabled`}
          label={t('boCheckout.payment.bankEnabled')}
          hint={t('boCheckout.payment.bankEnabledHint')}
          checked={values.isEnabled}
          onChange={(checked) => form.change('isEnabled', checked)}
        />
        <div>
          <button type="submit" className={buttonPrimary} disabled={save.isPending}>
            {save.isPending ? t('boCheckout.saving') : t('boCheckout.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Stripe with the shop's own keys, and bank transfer. */
export function PaymentTab({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const settings = usePaymentSettings(tenantName);
  if (settings.isError) return <Notice kind="error">{t('boCheckout.loadFailed')}</Notice>;
  if (!settings.data) return <LoadingState label={t('boCheckout.loading')} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <StripeCard tenantName={tenantName} settings={settings.data.stripe} />
      <BankTransferCard tenantName={tenantName} settings={settings.data.bankTransfer} />
    </div>
  );
}
