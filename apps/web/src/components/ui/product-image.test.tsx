import type { TImage } from '@shop/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductImage, ResponsiveImage } from '#src/components/ui/product-image.tsx';
import { CARD_SIZES, preloadImage } from '#src/lib/images.ts';

const TENANT = '11111111-2222-4333-8444-555555555555';
const base = `/api/media/${TENANT}/7/v1/`;
const variants = { base, widths: [320, 640, 1024] };

const image = (overrides: Partial<TImage> = {}): TImage => ({
  id: 3,
  isPrimary: true,
  fileName: 'lamp.jpg',
  altText: 'Een lamp op een tafel',
  displayOrder: 0,
  width: 1200,
  height: 800,
  variants,
  ...overrides,
});

const sources = (container: HTMLElement) =>
  [...container.querySelectorAll('picture > source')].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('ResponsiveImage', () => {
  it('lists every stored width of the image in AVIF, then WebP, with its sizes, and keeps the §7 address as src', () => {
    const { container } = render(
      <ResponsiveImage src="/api/file?x=1" source={{ width: 1200, height: 800, variants }} sizes="50vw" alt="Lamp" />,
    );
    expect(sources(container)).toEqual([
      {
        type: 'image/avif',
        srcset: `${base}320.avif 320w,${base}640.avif 640w,${base}1024.avif 1024w`,
        sizes: '50vw',
      },
      {
        type: 'image/webp',
        srcset: `${base}320.webp 320w,${base}640.webp 640w,${base}1024.webp 1024w`,
        sizes: '50vw',
      },
    ]);
    const img = screen.getByRole('img', { name: 'Lamp' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img.getAttribute('src')).toBe('/api/file?x=1');
  });

  it('sets the intrinsic width and height, so the box is reserved before the file arrives', () => {
    render(<ResponsiveImage src="/a" source={{ width: 1200, height: 800, variants }} sizes="50vw" alt="Lamp" />);
    const img = screen.getByRole('img', { name: 'Lamp' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
  });

  it('is lazy and decoded off the main thread below the fold, without a fetch priority', () => {
    render(<ResponsiveImage src="/a" source={{ width: 10, height: 10, variants }} sizes="50vw" alt="Lamp" />);
    const img = screen.getByRole('img', { name: 'Lamp' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the largest image of the page at once with high fetch priority', () => {
    render(<ResponsiveImage src="/a" source={{ width: 10, height: 10, variants }} sizes="100vw" alt="Hero" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
    expect(img.getAttribute('decoding')).toBeNull();
  });

  it('has no sources for an image without variants, and no size attributes when its size is unknown', () => {
    const { container } = render(
      <ResponsiveImage src="/api/file" source={{ width: null, height: null }} sizes="50vw" alt="Oud" />,
    );
    expect(sources(container)).toEqual([]);
    const img = screen.getByRole('img', { name: 'Oud' });
    expect(img.getAttribute('src')).toBe('/api/file');
    expect(img.getAttribute('width')).toBeNull();
    expect(img.getAttribute('srcset')).toBeNull();
  });
});

describe('ProductImage', () => {
  it('shows the product image at its spec §7 address with the card sizes and its alt text', () => {
    const { container } = render(<ProductImage productId={5} productName="Lamp" image={image()} tenantId={TENANT} />);
    const img = screen.getByRole('img', { name: 'Een lamp op een tafel' });
    expect(img.getAttribute('src')).toBe(`/api/products/5/images/3/file?tenantId=${TENANT}`);
    expect(sources(container).map((source) => source.sizes)).toEqual([CARD_SIZES, CARD_SIZES]);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('is the page’s priority image when eager (first cards, the product’s main image)', () => {
    render(<ProductImage productId={5} productName="Lamp" image={image()} tenantId={TENANT} eager sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Een lamp op een tafel' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
  });

  it('falls back to the placeholder with the name when the file fails', () => {
    render(<ProductImage productId={5} productName="Lamp" image={image()} tenantId={TENANT} />);
    fireEvent.error(screen.getByRole('img', { name: 'Een lamp op een tafel' }));
    expect(screen.getByRole('img', { name: 'Lamp' }).tagName).toBe('DIV');
  });
});

describe('preloadImage', () => {
  it('preloads the AVIF srcset with the same sizes and high priority, once', async () => {
    await act(async () => {
      preloadImage('/api/hero?t=1', variants, '100vw');
      preloadImage('/api/hero?t=1', variants, '100vw');
    });
    const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    const link = links[0] as HTMLLinkElement;
    expect(link.getAttribute('imagesrcset')).toBe(`${base}320.avif 320w,${base}640.avif 640w,${base}1024.avif 1024w`);
    expect(link.getAttribute('imagesizes')).toBe('100vw');
    expect(link.getAttribute('type')).toBe('image/avif');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads the single address of an image without variants', async () => {
    await act(async () => preloadImage('/api/old?t=2', undefined, '100vw'));
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('href')).toBe('/api/old?t=2');
    expect(link?.getAttribute('imagesrcset')).toBeNull();
  });
});
