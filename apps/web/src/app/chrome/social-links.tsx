import texts from 'virtual:locale-sections/nl/footer,language';
import type { TSocialMediaSettings } from '@shop/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon, WhatsAppIcon } from '#src/app/chrome/social-icons.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';

addDutchTexts(texts);

type Network = {
  key: string;
  show: keyof TSocialMediaSettings;
  url: keyof TSocialMediaSettings;
  label: string;
  Icon: ComponentType<{ size?: number }>;
};

const NETWORKS: Network[] = [
  { key: 'facebook', show: 'showFacebookIcon', url: 'facebookUrl', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', show: 'showInstagramIcon', url: 'instagramUrl', label: 'Instagram', Icon: InstagramIcon },
  { key: 'twitter', show: 'showTwitterIcon', url: 'twitterUrl', label: 'X (Twitter)', Icon: TwitterIcon },
  { key: 'linkedin', show: 'showLinkedInIcon', url: 'linkedInUrl', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'whatsapp', show: 'showWhatsAppIcon', url: 'whatsAppUrl', label: 'WhatsApp', Icon: WhatsAppIcon },
];

const safeUrl = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\//i.test(value.trim()) ? value.trim() : null;

/** Spec §2.13 social media icon row, from the tenant's settings. */
export function SocialLinks({ settings }: { settings: TSocialMediaSettings | null | undefined }) {
  const { t } = useTranslation();
  if (!settings) return null;
  const shown = NETWORKS.map((network) => ({
    ...network,
    href: settings[network.show] ? safeUrl(settings[network.url]) : null,
  })).filter((network) => network.href);
  if (shown.length === 0) return null;
  return (
    <ul className="flex gap-2" aria-label={t('footer.social')}>
      {shown.map(({ key, href, label, Icon }) => (
        <li key={key}>
          <a
            href={href ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-surface-2 text-fg transition hover:bg-primary hover:text-on-primary focus-visible:outline-2 focus-visible:outline-link"
          >
            <Icon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
