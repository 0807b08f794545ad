import texts from 'virtual:locale-sections/nl/account';
import { PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { TextField } from '#src/components/ui/form-field.tsx';
import { Modal } from '#src/components/ui/modal.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { setPassword, verifyEmail } from '#src/features/account/api/email-links.ts';
import { validatePassword } from '#src/features/account/validation.ts';
import { customerProfileQuery, saveCustomerSession } from '#src/lib/customer-session.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';

addDutchTexts(texts);

export type EmailLink = { kind: 'verify-email' | 'set-password'; token: string };

/** Opens the links of the customer e-mails: confirm the address, or choose a password (then logged in). */
export default function EmailLinkDialog({ link, onClose }: { link: EmailLink; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t(link.kind === 'verify-email' ? 'account.links.verifyTitle' : 'account.links.setPasswordTitle')}
      onClose={onClose}
    >
      {link.kind === 'verify-email' ? (
        <VerifyEmail token={link.token} onClose={onClose} />
      ) : (
        <SetPassword token={link.token} onClose={onClose} />
      )}
    </Modal>
  );
}

function VerifyEmail({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const [state, setState] = useState<'busy' | 'done' | 'failed'>('busy');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyEmail(tenant.id, token).then(
      () => setState('done'),
      () => setState('failed'),
    );
  }, [tenant.id, token]);
  return (
    <div className="space-y-4">
      <p role={state === 'failed' ? 'alert' : 'status'}>
        {state === 'busy'
          ? t('account.links.verifying')
          : state === 'done'
            ? t('account.links.verified')
            : t('account.links.invalid')}
      </p>
      {state !== 'busy' && (
        <button type="button" className={`${buttonPrimary} w-full`} onClick={onClose}>
          {t('common.close')}
        </button>
      )}
    </div>
  );
}

function SetPassword({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const queryClient = useQueryClient();
  const id = useId();
  const { values, errors, change, showErrors } = useForm({ password: '', confirmPassword: '' });
  const [state, setState] = useState<'editing' | 'busy' | 'done' | 'failed'>('editing');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (showErrors(validatePassword(values), (key) => t(`account.errors.${key}`))) return;
    setState('busy');
    try {
      const result = await setPassword(tenant.id, token, values.password);
      const session = { token: result.token, customerId: String(result.customer.id) };
      queryClient.setQueryData(customerProfileQuery(tenant.id, session).queryKey, result.customer);
      saveCustomerSession(result.token, result.customer.id);
      setState('done');
    } catch {
      setState('failed');
    }
  };

  if (state === 'done' || state === 'failed') {
    return (
      <div className="space-y-4">
        <p role={state === 'failed' ? 'alert' : 'status'}>
          {state === 'done' ? t('account.links.passwordSet') : t('account.links.invalid')}
        </p>
        <button type="button" className={`${buttonPrimary} w-full`} onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t('account.links.setPasswordIntro', { min: PASSWORD_MIN_LENGTH })}</p>
      <TextField
        id={`${id}-password`}
        label={t('account.password')}
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => change('confirmPassword', event.target.value)}
      />
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={state === 'busy'}>
        {t('account.links.savePassword')}
      </button>
    </form>
  );
}
