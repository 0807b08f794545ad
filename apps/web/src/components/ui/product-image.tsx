import { PLACEHOLDER_NAME_LENGTH, type TImage, type TImageSource } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_SIZES, productImageUrl, variantSrcset } from '#src/lib/images.ts';

/** Spec §7: a placeholder carrying the first 20 characters of the name; 'No Image' when even that is missing. */
export function ImagePlaceholder({ name, className = '' }: { name?: string; className?: string }) {
  const { t } = useTranslation();
  const text = name ? name.slice(0, PLACEHOLDER_NAME_LENGTH) : t('common.noImage');
  return (
    <div
      role="img"
      aria-label={text}
      className={`flex h-full w-full items-center justify-center bg-surface-2 p-4 text-center text-sm font-semibold text-muted ${className}`}
    >
      {text}
    </div>
  );
}

/**
 * An image of the storefront: a <picture> whose AVIF and WebP sources (when it has variants) list
 * every stored width (the browser picks by `sizes`); `src` (the address of spec §7) stays the
 * fallback. Its intrinsic width and height reserve its box. The page's largest image has
 * `priority`: loaded at once with high fetch priority; any other is lazy, loaded as it nears the
 * viewport.
 */
export function ResponsiveImage({
  source,
  sizes,
  priority = false,
  ...image
}: {
  src: string;
  /** The image's intrinsic size and variants, as the API names them. */
  source: TImageSource | undefined;
  sizes: string;
  alt: string;
  priority?: boolean;
  className?: string;
  onError?: () => void;
}) {
  const variants = source?.variants;
  return (
    <picture className="contents">
      {variants && <source type="image/avif" srcSet={variantSrcset(variants, 'avif')} sizes={sizes} />}
      {variants && <source type="image/webp" srcSet={variantSrcset(variants, 'webp')} sizes={sizes} />}
      <img
        {...image}
        alt={image.alt}
        // null (a size not known) leaves the attribute out
        width={source?.width as number}
        height={source?.height as number}
        {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      />
    </picture>
  );
}

export function ProductImage({
  productId,
  productName,
  image,
  tenantId,
  eager = false,
  sizes = CARD_SIZES,
  className = '',
}: {
  productId: number;
  productName: string;
  image: TImage | undefined;
  tenantId: string;
  /** The page's largest image (the first cards, the product's main image): no lazy loading, high priority. */
  eager?: boolean;
  sizes?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) return <ImagePlaceholder name={productName} className={className} />;
  return (
    <ResponsiveImage
      src={productImageUrl(productId, image.id, tenantId)}
      source={image}
      sizes={sizes}
      alt={image.altText || productName}
      priority={eager}
      onError={() => setFailed(true)}
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
