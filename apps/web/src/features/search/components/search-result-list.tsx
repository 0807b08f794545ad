import type { TProduct } from '@shop/contracts';
import { Link } from 'wouter';
import { Price } from '#src/components/ui/price.tsx';
import { ProductImage } from '#src/components/ui/product-image.tsx';
import { StockBadge } from '#src/components/ui/stock-badge.tsx';
import { HydrateLater } from '#src/lib/hydrate-later.tsx';
import { primaryImage } from '#src/lib/images.ts';

/** The list view: one row per product with image, text, stock badge and price; each row hydrated in a turn of its own. */
export function SearchResultList({ products, tenantId }: { products: TProduct[]; tenantId: string }) {
  return (
    <ul className="divide-y divide-line rounded-card border border-line">
      {products.map((product, index) => (
        <HydrateLater key={product.id}>
          <li className="flex gap-4 p-4">
            <div className="h-24 w-24 shrink-0 overflow-hidden rounded-lg">
              <ProductImage
                productId={product.id}
                productName={product.name}
                image={primaryImage(product.images)}
                tenantId={tenantId}
                eager={index < 4}
                sizes="96px"
              />
            </div>
            {/* On a phone the price goes below the text, so name and badge keep the row's width. */}
            <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:gap-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h2 className="font-semibold">
                  <Link to={`/product/${product.id}`} className="hover:underline">
                    {product.name}
                  </Link>
                </h2>
                {product.shortDescription && (
                  <p className="line-clamp-2 text-sm text-muted">{product.shortDescription}</p>
                )}
                <StockBadge product={product} rule="search" />
              </div>
              <div className="sm:shrink-0">
                <Price product={product} size="sm" />
              </div>
            </div>
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}
