/**
 * The locations page's one filter (issue 31): a city and an operating status, each "all" when
 * empty. The map's pins and the grid's cards both show only what it lets through; the page's
 * address keeps it (`?city=…&status=…`) so a filtered view can be shared and reloaded.
 */
export type MachineFilter = { city: string; status: string };
export type FilterableMachine = { id: string; city: string; status: string };

export const NO_FILTER: MachineFilter = { city: '', status: '' };

export const matchesFilter = (machine: FilterableMachine, filter: MachineFilter) =>
  (!filter.city || machine.city === filter.city) &&
  (!filter.status || machine.status === filter.status);

/**
 * The filter a page address asks for, keeping only values some machine has (an old or mistyped
 * link shows everything rather than nothing).
 */
export function filterFromSearch(
  search: string,
  machines: readonly FilterableMachine[],
): MachineFilter {
  const params = new URLSearchParams(search);
  const city = params.get('city') ?? '';
  const status = params.get('status') ?? '';
  return {
    city: machines.some((m) => m.city === city) ? city : '',
    status: machines.some((m) => m.status === status) ? status : '',
  };
}

/** The page address's query for a filter, other parameters kept; '' when nothing is left. */
export function searchWithFilter(search: string, filter: MachineFilter): string {
  const params = new URLSearchParams(search);
  for (const key of ['city', 'status'] as const) {
    if (filter[key]) params.set(key, filter[key]);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
