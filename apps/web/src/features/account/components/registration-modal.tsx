import texts from 'virtual:locale-sections/nl/account';
import { REGISTRATION_AUTO_CLOSE_MS } from '@shop/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { Modal } from '#src/components/ui/modal.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { registerWithoutPassword } from '#src/features/account/api/register-customer.ts';
import { RegistrationFields } from '#src/features/account/components/registration-fields.tsx';
import { emptyRegistration, type RegistrationValues, validateRegistration } from '#src/features/account/validation.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';

addDutchTexts(texts);

/**
 * Spec §2.13/§4/§5 separate registration modal (no password: the e-mail brings a link to set
 * one). On success a success panel shows and the modal closes itself after 3 s; closing resets
 * every field and error (the modal is unmounted).
 */
export default function RegistrationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenant } = useShop();
  const id = useId();
  const { values, errors, change, showErrors } = useForm<RegistrationValues>(emptyRegistration);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => close.current(), REGISTRATION_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (showErrors(validateRegistration(values, false), (key) => t(`account.modal.errors.${key}`))) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await registerWithoutPassword(tenant.name, {
        ...values,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        language: locale,
      });
      setDone(true);
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? error.status === 409
            ? t('account.modal.exists')
            : (error.serverMessage ?? t('account.modal.failed'))
          : t('account.modal.networkError'),
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal title={t('account.modal.title')} onClose={onClose} wide>
      {done ? (
        <div role="status" className="space-y-2 rounded-lg bg-green-800 px-4 py-6 text-center text-white">
          <p className="text-lg font-semibold">{t('account.modal.successTitle')}</p>
          <p>{t('account.modal.successText', { email: values.email.trim() })}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-muted">{t('account.modal.intro')}</p>
          <RegistrationFields idPrefix={id} values={values} errors={errors} onChange={change} />
          {failure && <Notice kind="error">{failure}</Notice>}
          <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting}>
            {submitting ? t('account.registering') : t('account.modal.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
