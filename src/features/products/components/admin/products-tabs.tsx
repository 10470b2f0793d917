'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export const PRODUCTS_TABS = ['products', 'rentals'] as const;
export type ProductsTab = (typeof PRODUCTS_TABS)[number];

/** The tab a `?tab=` value names: "rentals", or the products for sale for anything else. */
export const productsTabOf = (value: string | null | undefined): ProductsTab =>
  value === 'rentals' ? 'rentals' : 'products';

/**
 * /admin/products' two tabs, kept in the address (`?tab=rentals`; none for the first tab): a
 * reload shows the same tab, and back / forward move between the tabs chosen (each choice is a
 * history entry of the router).
 */
export function ProductsTabs({
  label,
  titles,
  panels,
}: {
  label: string;
  titles: Record<ProductsTab, string>;
  panels: Record<ProductsTab, ReactNode>;
}) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const inAddress = productsTabOf(searchParams.get('tab'));
  // The tab shows at once; the address follows (and back / forward bring their tab back).
  const [value, setValue] = useState(inAddress);
  const [seen, setSeen] = useState(inAddress);
  if (inAddress !== seen) {
    setSeen(inAddress);
    setValue(inAddress);
  }

  function choose(next: string) {
    const tab = productsTabOf(next);
    if (tab === value) return;
    setValue(tab);
    const params = new URLSearchParams(searchParams.toString());
    if (tab === 'products') params.delete('tab');
    else params.set('tab', tab);
    const query = params.toString();
    router.push(`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
  }

  return (
    <Tabs value={value} onValueChange={choose} className="mt-6">
      <TabsList aria-label={label}>
        {PRODUCTS_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {titles[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {PRODUCTS_TABS.map((tab) => (
        <TabsContent key={tab} value={tab}>
          {panels[tab]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
