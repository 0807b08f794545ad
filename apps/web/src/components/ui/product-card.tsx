import type { TProduct } from '@shop/contracts';
import { Link } from 'wouter';
import { card } from '#src/components/ui/button-styles.ts';
import { Price } from '#src/components/ui/price.tsx';
import { ProductImage } from '#src/components/ui/product-image.tsx';
import { StockBadge } from '#src/components/ui/stock-badge.tsx';
import { HydrateLater } from '#src/lib/hydrate-later.tsx';
import { primaryImage } from '#src/lib/images.ts';

type ProductCardProps = Parameters<typeof ProductCardBody>[0];

/** A product's card; on a server-rendered page each card is hydrated in a task of its own. */
export function ProductCard(props: ProductCardProps) {
  return (
    <HydrateLater>
      <ProductCardBody {...props} />
    </HydrateLater>
  );
}

function ProductCardBody({
  product,
  tenantId,
  eager = false,
  headingLevel = 3,
  stockRule = 'storefront',
}: {
  product: TProduct;
  tenantId: string;
  eager?: boolean;
  headingLevel?: 2 | 3;
  /** Which badge rule of spec §4 applies: the search page says 'last items' instead of 'last N'. */
  stockRule?: 'storefront' | 'search';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${card} group relative flex flex-col`}>
      <div className="aspect-square overflow-hidden bg-surface-2">
        <ProductImage
          productId={product.id}
          productName={product.name}
          image={primaryImage(product.images)}
          tenantId={tenantId}
          eager={eager}
          className="transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex min-h-6 flex-wrap gap-1">
          <StockBadge product={product} rule={stockRule} />
        </div>
        <Heading className="line-clamp-2 font-semibold">
          <Link
            to={`/product/${product.id}`}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-link"
          >
            {product.name}
          </Link>
        </Heading>
        {product.shortDescription && <p className="line-clamp-2 text-sm text-muted">{product.shortDescription}</p>}
        <div className="mt-auto pt-2">
          <Price product={product} size="sm" />
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  tenantId,
  columns = 4,
  eagerCount = 0,
}: {
  products: TProduct[];
  tenantId: string;
  columns?: 3 | 4;
  eagerCount?: number;
}) {
  const cols = columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ul className={`grid grid-cols-2 gap-4 sm:grid-cols-3 ${cols}`}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <div className="w-full">
            {/* The grid sits right under the page's h1 (products, category): its cards are the next level. */}
            <ProductCard product={product} tenantId={tenantId} eager={index < eagerCount} headingLevel={2} />
          </div>
        </li>
      ))}
    </ul>
  );
}
