import { MapPinOff } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { listAdminMachines, listMachineTypes } from '../../admin-queries';
import { AdminMachineCard } from './admin-machine-card';
import { MachineFormDialog } from './machine-form-dialog';

/**
 * /admin/machines (spec back-office §2 "Admin machine dashboard"): the add button, then every
 * machine, active or not, newest first, as a card with its edit and delete buttons; the empty
 * state when there is none. Read on the server; a save re-renders it (adminAction refreshes).
 */
export async function MachinesDashboard() {
  const [machines, types, t] = await Promise.all([
    listAdminMachines(),
    listMachineTypes(),
    getTranslations('backOffice.machinesAdmin'),
  ]);
  const add = <MachineFormDialog types={types} />;
  return (
    <div className="mt-6">
      {machines.length === 0 ? (
        <EmptyState
          icon={MapPinOff}
          title={t('emptyTitle')}
          text={t('emptyText')}
          action={add}
          tone="card"
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-lg text-ink-soft" aria-live="polite">
              {t('count', { count: machines.length })}
            </p>
            {add}
          </div>
          <ul aria-label={t('listLabel')} className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {machines.map((machine, i) => (
              <li key={machine.id} className="flex">
                <AdminMachineCard machine={machine} types={types} eager={i < 3} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
