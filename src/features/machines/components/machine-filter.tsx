'use client';

import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
  type SVGProps,
  type HTMLAttributes,
} from 'react';
import { SelectField } from '@/components/ui/select-field';
import {
  filterFromSearch,
  matchesFilter,
  NO_FILTER,
  searchWithFilter,
  type FilterableMachine,
  type MachineFilter,
} from '../map/filter';

type FilterState = {
  filter: MachineFilter;
  setFilter: (filter: MachineFilter) => void;
  /** False until the browser has taken over: without JavaScript the controls stay disabled. */
  ready: boolean;
  machines: readonly FilterableMachine[];
};

const FilterContext = createContext<FilterState>({
  filter: NO_FILTER,
  setFilter: () => {},
  ready: false,
  machines: [],
});

/**
 * The locations page's one filter state, shared by the controls, the map's pins and the grid's
 * cards. The server renders every machine (the page stays static and complete without
 * JavaScript); in the browser the filter comes from the address and goes back into it.
 */
export function MachineFilterProvider({
  machines,
  children,
}: {
  machines: readonly FilterableMachine[];
  children: ReactNode;
}) {
  const [filter, setFilterState] = useState<MachineFilter>(NO_FILTER);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The address is only known here (the page is prerendered): adopt it once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFilterState(filterFromSearch(window.location.search, machines));
    setReady(true);
  }, [machines]);
  const value = useMemo<FilterState>(
    () => ({
      filter,
      ready,
      machines,
      setFilter: (next) => {
        setFilterState(next);
        const { pathname, search, hash } = window.location;
        window.history.replaceState(
          window.history.state,
          '',
          `${pathname}${searchWithFilter(search, next)}${hash}`,
        );
      },
    }),
    [filter, ready, machines],
  );
  return <FilterContext value={value}>{children}</FilterContext>;
}

/** Whether the machine `id` passes the current filter. */
function useShown(id: string) {
  const { filter, machines } = use(FilterContext);
  const machine = machines.find((m) => m.id === id);
  return !machine || matchesFilter(machine, filter);
}

/** A grid item that hides (out of sight and out of the tab order) when filtered out. */
export function FilteredListItem({
  machineId,
  ...props
}: HTMLAttributes<HTMLLIElement> & { machineId: string }) {
  return <li {...props} hidden={!useShown(machineId) || undefined} />;
}

/** A map pin's group that is not drawn (nor focusable) when filtered out. */
export function FilteredPin({
  machineId,
  ...props
}: SVGProps<SVGGElement> & { machineId: string }) {
  return <g {...props} display={useShown(machineId) ? undefined : 'none'} />;
}

type Option = { value: string; label: string };

/**
 * The city and status selects, a reset and the live count of what is shown. Native selects:
 * their keyboard and screen-reader behaviour is the platform's.
 */
export function MachineFilterControls({
  cities,
  statuses,
  labels,
}: {
  cities: Option[];
  statuses: Option[];
  labels: {
    legend: string;
    city: string;
    allCities: string;
    status: string;
    allStatuses: string;
    reset: string;
    /** What the count says for each number shown: `results[shown]` ("Showing 3 of 7"). */
    results: string[];
  };
}) {
  const { filter, setFilter, ready, machines } = use(FilterContext);
  const shown = machines.filter((m) => matchesFilter(m, filter)).length;
  const filtered = filter.city !== '' || filter.status !== '';
  return (
    <fieldset disabled={!ready} className="grid gap-4">
      <legend className="sr-only">{labels.legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={labels.city}
          name="city"
          value={filter.city}
          onChange={(event) => setFilter({ ...filter, city: event.target.value })}
        >
          <option value="">{labels.allCities}</option>
          {cities.map((city) => (
            <option key={city.value} value={city.value}>
              {city.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={labels.status}
          name="status"
          value={filter.status}
          onChange={(event) => setFilter({ ...filter, status: event.target.value })}
        >
          <option value="">{labels.allStatuses}</option>
          {statuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-2">
        <p role="status" className="text-ink-soft">
          {labels.results[shown]}
        </p>
        {filtered && (
          <button
            type="button"
            onClick={() => setFilter(NO_FILTER)}
            className="btn btn-ghost min-h-11 px-3 underline"
          >
            {labels.reset}
          </button>
        )}
      </div>
    </fieldset>
  );
}
