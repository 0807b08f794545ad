import { useTranslation } from 'react-i18next';

/** Spec §2.4 payment-trust strip: a national bank-payment method, an online wallet, credit card. */
export function PaymentStrip({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const kinds = [
    { key: 'ideal', label: t('payment.ideal'), tone: 'bg-pink-700' },
    { key: 'paypal', label: t('payment.paypal'), tone: 'bg-blue-800' },
    { key: 'card', label: t('payment.card'), tone: 'bg-slate-700' },
  ];
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <span className="text-sm text-muted">{t('payment.secure')}</span>
      <ul className="flex flex-wrap gap-2" aria-label={t('payment.methods')}>
        {kinds.map((kind) => (
          <li key={kind.key} className={`rounded-md px-2.5 py-1 text-xs font-bold text-white ${kind.tone}`}>
            {kind.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
