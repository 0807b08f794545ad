import texts from 'virtual:locale-sections/nl/gallery';
import type { TImage } from '@shop/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlaceholder, ProductImage, ResponsiveImage } from '#src/components/ui/product-image.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { productImageUrl, sortedImages, WIDE_SIZES } from '#src/lib/images.ts';

addDutchTexts(texts);

/** Spec §2.6 gallery: main image with thumbnails; `swipe` adds the focus-shop mobile swipe carousel. */
export function ProductGallery({
  productId,
  productName,
  images,
  tenantId,
  swipe = false,
}: {
  productId: number;
  productName: string;
  images: TImage[];
  tenantId: string;
  swipe?: boolean;
}) {
  const { t } = useTranslation();
  const ordered = sortedImages(images);
  const [selected, setSelected] = useState(0);
  const trackRef = useRef<HTMLUListElement>(null);
  const current = ordered[selected];

  if (ordered.length === 0) {
    return (
      <div className="aspect-square overflow-hidden rounded-card border border-line">
        <ImagePlaceholder name={productName} />
      </div>
    );
  }

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setSelected(Math.round(track.scrollLeft / track.clientWidth));
  };

  return (
    <div>
      {swipe && (
        <div className="md:hidden">
          <ul
            ref={trackRef}
            onScroll={onScroll}
            className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto rounded-card"
            aria-label={t('gallery.swipe')}
          >
            {ordered.map((image, index) => (
              <li key={image.id} className="aspect-square w-full shrink-0 snap-center">
                <ResponsiveImage
                  src={productImageUrl(productId, image.id, tenantId)}
                  source={image}
                  sizes={WIDE_SIZES}
                  alt={image.altText || productName}
                  priority={index === 0}
                  className="h-full w-full object-cover"
                />
              </li>
            ))}
          </ul>
          {ordered.length > 1 && (
            <p className="mt-2 text-center text-sm text-muted" aria-live="polite">
              {t('gallery.position', { index: selected + 1, count: ordered.length })}
            </p>
          )}
        </div>
      )}
      <div className={swipe ? 'hidden md:block' : ''}>
        <div className="aspect-square overflow-hidden rounded-card border border-line bg-surface-2">
          <ProductImage
            key={current?.id}
            productId={productId}
            productName={productName}
            image={current}
            tenantId={tenantId}
            eager
            sizes={WIDE_SIZES}
          />
        </div>
        {ordered.length > 1 && (
          <ul className="mt-3 grid grid-cols-5 gap-2" aria-label={t('gallery.thumbnails')}>
            {ordered.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => setSelected(index)}
                  aria-label={t('gallery.showImage', { index: index + 1 })}
                  aria-pressed={index === selected}
                  className={`block aspect-square w-full overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-link ${
                    index === selected ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100'
                  }`}
                >
                  <ResponsiveImage
                    src={productImageUrl(productId, image.id, tenantId)}
                    source={image}
                    sizes="120px"
                    alt=""
                    className="h-full w-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
