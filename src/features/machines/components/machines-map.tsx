import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { isKnownOperatingStatus, machinePath, type LocalizedMachine } from '../localize';
import { ISRAEL_PATH, LAND_PATH } from '../map/israel-outline';
import { MAP_HEIGHT, MAP_WIDTH, project } from '../map/projection';
import { FilteredPin } from './machine-filter';

const PIN_FILL = { open: 'fill-open', closed: 'fill-closed', opening_soon: 'fill-soon' } as const;

/**
 * A status's mark inside a pin (centred on 0, 0), so the status reads without colour too: a dot
 * for open, a ring for opening soon, a cross for closed.
 */
export function PinMark({ status }: { status: string }) {
  if (status === 'open') return <circle r="4.5" className="fill-white" />;
  if (status === 'closed')
    return <path d="M-4 -4L4 4M4 -4L-4 4" className="fill-none stroke-white" strokeWidth="2.5" />;
  return <circle r="4" className="fill-none stroke-white" strokeWidth="2.5" />;
}

/** A pin's disc: the status colour (grey for an unknown status) with a white edge. */
export function PinDisc({ status }: { status: string }) {
  const fill = isKnownOperatingStatus(status) ? PIN_FILL[status] : 'fill-gray-600';
  return (
    <>
      <circle r="11" className={`${fill} stroke-white`} strokeWidth="2.5" />
      <PinMark status={status} />
    </>
  );
}

/**
 * The locations map (issue 31): Israel drawn from Natural Earth's outline (no tile server), a pin
 * per machine with coordinates at its place, each pin a link to the machine's page named by
 * machine, city and status. Pins run north to south in the tab order; a filtered-out pin is not
 * drawn. The map is not mirrored in Hebrew (north is up, east is right in both languages).
 * Drawn at 1 SVG unit = 1 CSS pixel, so a pin's target is 28 px across.
 */
export async function MachinesMap({
  machines,
  locale,
  statusLabel,
}: {
  machines: LocalizedMachine[];
  locale: Locale;
  statusLabel: (status: string) => string;
}) {
  const t = await getTranslations({ locale, namespace: 'machines.map' });
  const pins = machines
    .flatMap((machine) =>
      machine.coordinates ? [{ machine, ...project(machine.coordinates) }] : [],
    )
    .sort((a, b) => a.y - b.y || a.x - b.x);
  return (
    <svg
      role="group"
      aria-labelledby="machines-map-title"
      aria-describedby="machines-map-description"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      width={MAP_WIDTH}
      height={MAP_HEIGHT}
      // Ltr so a browser never lays the drawing out mirrored; it is a map, not text.
      direction="ltr"
      className="block h-auto max-w-full overflow-hidden rounded-card bg-sky-100 ring-1 ring-line"
    >
      <title id="machines-map-title">{t('svgTitle')}</title>
      <desc id="machines-map-description">{t('svgDescription')}</desc>
      <g aria-hidden="true">
        <path d={LAND_PATH} className="fill-stone-200" />
        <path
          d={ISRAEL_PATH}
          className="fill-cream stroke-ink-soft"
          strokeWidth="1.25"
          strokeLinejoin="round"
        />
      </g>
      {pins.map(({ machine, x, y }) => {
        const name = t('pin', {
          name: machine.name,
          city: machine.city,
          status: statusLabel(machine.operatingStatus),
        });
        return (
          <FilteredPin key={machine.id} machineId={machine.id}>
            <a
              href={getPathname({ href: machinePath(machine.slug), locale })}
              aria-label={name}
              data-machine-pin={machine.id}
              className="group outline-none"
            >
              <title>{name}</title>
              <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
                {/* The target: 28 px across, more than WCAG 2.5.8's 24. */}
                <circle r="14" className="fill-transparent" />
                <circle
                  r="17"
                  className="fill-none stroke-ink opacity-0 group-hover:opacity-60 group-focus-visible:opacity-100"
                  strokeWidth="3"
                />
                <PinDisc status={machine.operatingStatus} />
              </g>
            </a>
          </FilteredPin>
        );
      })}
    </svg>
  );
}
