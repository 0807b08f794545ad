import { PLACEHOLDER_NAME_LENGTH, type TImage } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productImageUrl } from '#src/lib/images.ts';

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

export function ProductImage({
  productId,
  productName,
  image,
  tenantId,
  eager = false,
  className = '',
  width = 600,
  height = 600,
}: {
  productId: number;
  productName: string;
  image: TImage | undefined;
  tenantId: string;
  eager?: boolean;
  className?: string;
  width?: number;
  height?: number;
}) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) return <ImagePlaceholder name={productName} className={className} />;
  return (
    <img
      src={productImageUrl(productId, image.id, tenantId)}
      alt={image.altText || productName}
      width={image.width ?? width}
      height={image.height ?? height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
