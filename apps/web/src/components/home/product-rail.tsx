import type { ProductCard } from '@tendero/contract';
import { ProductGrid } from '../product-card';

/** A titled row of product cards on the home page. */
export function ProductRail({ title, products }: { title: string; products: ProductCard[] }) {
  return (
    <>
      <h2>{title}</h2>
      <ProductGrid products={products} />
    </>
  );
}
