import { getFormatter, getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import type { SpecRow } from '../specs';

/**
 * A product's spec sheet on its page: a table of the filled fields only (label, value), under its
 * own heading that also captions the table. Nothing when no field is filled.
 */
export async function ProductSpecs({ specs }: { specs: SpecRow[] }) {
  if (specs.length === 0) return null;
  const t = await getTranslations('products');
  const format = await getFormatter();
  return (
    <section aria-labelledby="specs-title" className="pb-16 md:pb-24">
      <div className="container-page">
        <Card className="@container p-6 md:p-8">
          <h2 id="specs-title" className="text-2xl wrap-break-word md:text-3xl">
            {t('specsTitle')}
          </h2>
          {/* Label beside value; in a card narrower than 12rem (a phone with the largest text)
              the label sits above its value, each on the card's full width. */}
          <table className="mt-6 w-full border-collapse text-start" aria-labelledby="specs-title">
            <tbody>
              {specs.map(({ key, value }) => (
                <tr key={key} className="border-b border-line last:border-b-0">
                  <th
                    scope="row"
                    className="w-2/5 py-3 pe-4 text-start align-top font-semibold text-ink-soft sm:w-1/3 @max-[12rem]:block @max-[12rem]:w-auto @max-[12rem]:pe-0 @max-[12rem]:pb-0"
                  >
                    {t(`specs.${key}`)}
                  </th>
                  <td className="py-3 align-top wrap-break-word text-ink @max-[12rem]:block @max-[12rem]:pt-1">
                    {typeof value === 'number' ? format.number(value) : value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      </div>
    </section>
  );
}
