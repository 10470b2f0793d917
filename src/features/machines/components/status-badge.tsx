import { isKnownOperatingStatus } from '../localize';

const COLOURS = {
  open: 'bg-open-bg text-open',
  closed: 'bg-closed-bg text-closed',
  opening_soon: 'bg-soon-bg text-soon',
} as const;
const DOTS = { open: 'bg-open', closed: 'bg-closed', opening_soon: 'bg-soon' } as const;

/**
 * A machine's operating status as a coloured pill: open green, closed red, opening soon yellow;
 * any other value shows its raw text in grey (spec §4).
 */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const known = isKnownOperatingStatus(status);
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ${
        known ? COLOURS[status] : 'bg-gray-100 text-gray-700'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${known ? DOTS[status] : 'bg-gray-500'}`}
      />
      {label}
    </span>
  );
}
