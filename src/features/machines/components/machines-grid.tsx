import { MapPinOff } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import type { LocalizedMachine } from '../localize';
import { MachineCard } from './machine-card';
import { FilteredListItem } from './machine-filter';

/** "No machines" with the hint about adding machines through the dashboard (spec §8). */
async function MachinesEmptyState() {
  const t = await getTranslations('machines');
  return (
    <EmptyState tone="card" icon={MapPinOff} title={t('empty.title')} text={t('empty.hint')} />
  );
}

/**
 * Machine cards in 1 / 2 / 3 columns by screen width, or the empty state. The first card's picture
 * loads eagerly unless the grid sits below the fold (the home page's preview).
 */
export function MachinesGrid({
  machines,
  headingLevel = 2,
  belowTheFold = false,
  filterable = false,
}: {
  machines: LocalizedMachine[];
  /** Level of each card's name heading: 2 under the page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
  belowTheFold?: boolean;
  /** Cards follow the locations page's filter (inside a MachineFilterProvider). */
  filterable?: boolean;
}) {
  if (machines.length === 0) return <MachinesEmptyState />;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {machines.map((machine, index) => {
        const card = (
          <MachineCard
            machine={machine}
            headingLevel={headingLevel}
            eager={index === 0 && !belowTheFold}
          />
        );
        return filterable ? (
          <FilteredListItem key={machine.id} machineId={machine.id} className="flex">
            {card}
          </FilteredListItem>
        ) : (
          <li key={machine.id} className="flex">
            {card}
          </li>
        );
      })}
    </ul>
  );
}
