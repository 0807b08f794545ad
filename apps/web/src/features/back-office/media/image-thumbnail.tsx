import type { TManagedImage } from '@shop/contracts';

/** A thumbnail from the image's variants: AVIF where the browser reads it, else WebP. */
export function ImageThumbnail({ image, size = 96 }: { image: TManagedImage; size?: number }) {
  const sizes = `${size}px`;
  return (
    <picture>
      {image.srcset.avif && <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />}
      <img
        src={image.src}
        srcSet={image.srcset.webp || undefined}
        sizes={sizes}
        alt={image.altText}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="shrink-0 rounded-lg bg-slate-100 object-cover"
        style={{ width: size, height: size }}
      />
    </picture>
  );
}
