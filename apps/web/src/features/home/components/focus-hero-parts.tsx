import { useState } from 'react';
import { DefaultHeroGraphic } from '#src/components/ui/default-hero-graphic.tsx';
import { ResponsiveImage } from '#src/components/ui/product-image.tsx';
import { tenantHeroImageUrl } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';

/** The focus hero title (focus settings, else the shop name); spec §2.5: it may span several lines. */
export function FocusHeroTitle({ id, className }: { id: string; className: string }) {
  const { tenant, focusSettings } = useShop();
  const title = focusSettings?.heroTitle?.trim() || tenant.displayName || tenant.name;
  return (
    <h1 id={id} className={className}>
      {title.split('\n').map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one title
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </h1>
  );
}

/** The hero image behind a focus hero; spec §2.5: a failed image shows the default hero graphic. */
export function FocusHeroBackdrop() {
  const { tenant, focusSettings } = useShop();
  const [failed, setFailed] = useState(false);
  if (!(focusSettings?.hasHeroImage || tenant.hasHeroImage) || failed) return <DefaultHeroGraphic />;
  return (
    <ResponsiveImage
      src={tenantHeroImageUrl(tenant.id, tenant.heroImageVersion)}
      source={tenant.heroImage}
      sizes="100vw"
      alt=""
      priority
      className="absolute inset-0 h-full w-full object-cover"
      onError={() => setFailed(true)}
    />
  );
}
