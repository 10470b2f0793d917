import { ChevronRight } from '@/components/icons';
import { getTranslations } from 'next-intl/server';

/** The trail above a product's page: home, products, then the product itself (current page). */
export async function ProductBreadcrumb({ name }: { name: string }) {
  const common = await getTranslations('common');
  const nav = await getTranslations('nav');
  // Spec: the breadcrumb links are the unprefixed routes, in English too (hence plain <a>).
  const links = [
    ['/', nav('home')],
    ['/products', nav('products')],
  ] as const;

  return (
    <div className="bg-cream">
      <nav aria-label={common('breadcrumb')} className="container-page py-2">
        <ol className="flex flex-wrap items-center gap-x-1 text-sm text-ink-soft">
          {links.map(([href, label]) => (
            <li key={href} className="flex items-center gap-1">
              <a
                href={href}
                className="inline-flex min-h-11 items-center px-1 font-semibold text-ink underline-offset-4 hover:text-brand hover:underline"
              >
                {label}
              </a>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 rtl:rotate-180" />
            </li>
          ))}
          <li>
            <span aria-current="page" className="inline-flex min-h-11 items-center px-1">
              {name}
            </span>
          </li>
        </ol>
      </nav>
    </div>
  );
}
