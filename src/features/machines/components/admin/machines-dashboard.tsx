import { Files, MapPinOff } from '@/components/icons';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminListEmpty } from '@/components/admin/admin-list-empty';
import { AdminListHeading } from '@/components/admin/admin-list-heading';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { AdminListPager } from '@/components/admin/admin-list-pager';
import { BulkSelection } from '@/components/admin/bulk-selection';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { bulkDeleteMachines, bulkSetMachinesStatus } from '../../admin-actions';
import { getAdminMachinesPage, listMachineTypes } from '../../admin-queries';
import {
  adminMachinesPath,
  adminMachineTypesPath,
  machineListSearch,
  MACHINES_PAGE_SIZE,
  type MachineListFilters,
} from '../../machine-list-filters';
import { AdminMachineCard } from './admin-machine-card';
import { MachineFilterForm } from './machine-filter-form';
import { MachineFormDialog } from './machine-form-dialog';

/**
 * /admin/machines?q=…&status=…&type=…&page=2 (spec back-office §2 "Admin machine dashboard"):
 * the add button and the link to the machine types, the search and filters (in the URL, read in
 * SQL), then one page of the matching machines, newest first, as cards with their edit and
 * delete buttons; "no matches" with a link that clears the filters, or the empty state when there
 * is no machine at all. Read on the server; a save re-renders it (adminAction refreshes).
 */
export async function MachinesDashboard({ filters }: { filters: MachineListFilters }) {
  const [data, t] = await Promise.all([
    readDashboard('machines', () =>
      Promise.all([getAdminMachinesPage(filters), listMachineTypes()]),
    ),
    getTranslations('backOffice.machinesAdmin'),
  ]);
  if (!data) {
    return (
      <AdminLoadFailed
        title={t('list.loadFailed')}
        text={t('list.loadFailedText')}
        className="mt-6"
      />
    );
  }
  const [list, types] = data;
  const view = machineListSearch({ ...filters, page: undefined });
  const add = <MachineFormDialog types={types} />;
  if (list.total === 0 && !view) {
    return (
      <div className="mt-6">
        <EmptyState
          icon={MapPinOff}
          title={t('emptyTitle')}
          text={t('emptyText')}
          action={add}
          tone="card"
        />
      </div>
    );
  }
  return (
    <div className="mt-6 grid gap-6">
      <div className="flex flex-wrap items-center justify-end gap-4">
        <Link href={adminMachineTypesPath} className={buttonClass('secondary')}>
          <Files aria-hidden="true" className="size-5" />
          {t('manageTypes')}
        </Link>
        {add}
      </div>
      <Card className="p-5 md:p-6">
        {/* Keyed by the view: back and forward show the fields of the URL's view. */}
        <MachineFilterForm key={view} filters={filters} types={types.map((type) => type.name)} />
      </Card>
      {list.total === 0 ? (
        <AdminListEmpty
          texts="backOffice.machinesAdmin.list"
          icon={MapPinOff}
          clear={{ href: adminMachinesPath(), label: t('filters.clear') }}
        />
      ) : (
        <section aria-labelledby="machines-results" className="grid gap-6">
          <AdminListHeading
            id="machines-results"
            texts="backOffice.machinesAdmin.list"
            list={list}
            pageSize={MACHINES_PAGE_SIZE}
          />
          <BulkSelection
            items={list.rows.map(({ id, name }) => ({ id, name }))}
            actions={{
              setStatus: bulkSetMachinesStatus,
              shown: 'active',
              hidden: 'inactive',
              remove: bulkDeleteMachines,
            }}
          >
            <ul aria-label={t('listLabel')} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {list.rows.map((machine, i) => (
                <li key={machine.id} className="flex">
                  <AdminMachineCard machine={machine} types={types} eager={i < 3} />
                </li>
              ))}
            </ul>
          </BulkSelection>
          <AdminListPager
            texts="backOffice.machinesAdmin.pager"
            list={list}
            hrefFor={(page) => adminMachinesPath({ ...filters, page })}
          />
        </section>
      )}
    </div>
  );
}
