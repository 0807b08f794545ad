import texts from 'virtual:locale-sections/nl/footer,language';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSwitch } from '#src/app/chrome/language-switch.tsx';
import { SocialLinks } from '#src/app/chrome/social-links.tsx';
import { PaymentStrip } from '#src/components/ui/payment-strip.tsx';
import { useSocialMedia } from '#src/features/tenant/api/get-social-media.ts';
import { openCookieSettings } from '#src/lib/cookie-preferences.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';

addDutchTexts(texts);

/** Spec §2.4 footer; a lazy chunk of its own, as nothing in it is needed for the first paint. */
export default function ShopFooter() {
  const { t } = useTranslation();
  const { tenant, layout } = useShop();
  const social = useSocialMedia(tenant.name);
  const shopName = tenant.displayName || tenant.name;
  const linkClass = 'text-muted hover:text-fg hover:underline focus-visible:outline-2 focus-visible:outline-link';
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="mb-2 text-lg font-bold">{shopName}</p>
          {tenant.description && <p className="line-clamp-4 text-sm text-muted">{tenant.description}</p>}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-3 font-semibold">
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/" className={linkClass}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link to="/products" className={linkClass}>
                {t('nav.products')}
              </Link>
            </li>
            {layout !== 'one-product' && (
              <li>
                <Link to="/categories" className={linkClass}>
                  {t('nav.categories')}
                </Link>
              </li>
            )}
            <li>
              <Link to="/contact" className={linkClass}>
                {t('nav.contact')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="mb-3 font-semibold">
            {t('footer.support')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/terms-and-conditions" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                {t('footer.contactUs')}
              </Link>
            </li>
            <li>
              <button type="button" className={`${linkClass} text-left`} onClick={openCookieSettings}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <div className="space-y-4">
          <h2 className="font-semibold">{t('footer.followUs')}</h2>
          <SocialLinks settings={social.data} />
          <LanguageSwitch />
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted md:flex-row md:items-center md:justify-between">
          <p>
            {t('footer.copyright', { shopName, year: new Date().getFullYear() })}{' '}
            <span>{t('footer.poweredBy', { platformName: tenant.platformName })}</span>
          </p>
          <PaymentStrip />
        </div>
      </div>
    </footer>
  );
}
