import { AdminBackLink } from '@/components/admin/admin-back-link';
import { getTranslations } from 'next-intl/server';
import { cardClass } from '@/components/ui/card';
import { ADMIN_PAGES } from '@/lib/admin/pages';
import { listMachineTypeUsage } from '../admin-queries';
import { MachineTypeRow } from './machine-type-row';

/**
 * /admin/machines/types (issue 32): every machine type with how many machines use it, and its
 * rename, merge and delete (unused only). Read on the server; the actions re-render it.
 */
export async function MachineTypesPage() {
  const [types, t] = await Promise.all([
    listMachineTypeUsage(),
    getTranslations('backOffice.machinesAdmin.typesPage'),
  ]);
  return (
    <div className="mt-6 grid gap-6">
      <p className="text-lg text-ink-soft">{t('intro')}</p>
      {types.length === 0 ? (
        <p className={cardClass('p-6')}>{t('empty')}</p>
      ) : (
        <ul aria-label={t('listLabel')} className="grid gap-6 lg:grid-cols-2">
          {types.map((type) => (
            <li key={`${type.id}:${type.name}:${type.machines}`} className={cardClass()}>
              <MachineTypeRow type={type} others={types.filter((other) => other.id !== type.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The link back to the machines dashboard, above the page's heading. */
export async function MachineTypesBackLink() {
  const t = await getTranslations('backOffice.machinesAdmin.typesPage');
  return <AdminBackLink href={ADMIN_PAGES.machines}>{t('back')}</AdminBackLink>;
}
