'use client';

import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import { InputField } from '@/components/ui/input-field';
import { ISRAEL_PATH, LAND_PATH } from '../../map/israel-outline';
import { isInsideMap, MAP_HEIGHT, MAP_WIDTH, project, unproject } from '../../map/projection';

/** A typed coordinate as a number, or null while blank or not a number. */
function parsed(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/**
 * Where the machine stands (issue 31): latitude and longitude typed, or picked by a click on the
 * same map of Israel the locations page shows (same projection, so the pin lands where clicked).
 * The inputs are the keyboard's way and what the form sends; the map follows them.
 */
export function CoordinatesField({
  initial,
  errors,
  className,
}: {
  /** The saved point, or what a restored local copy holds (as typed). */
  initial: { latitude: number | string | null; longitude: number | string | null };
  errors: { latitude?: string; longitude?: string };
  className?: string;
}) {
  const t = useTranslations('backOffice.machinesAdmin.coordinates');
  const [latitude, setLatitude] = useState(initial.latitude?.toString() ?? '');
  const [longitude, setLongitude] = useState(initial.longitude?.toString() ?? '');
  const point = { latitude: parsed(latitude), longitude: parsed(longitude) };
  const pin =
    point.latitude !== null &&
    point.longitude !== null &&
    isInsideMap({ latitude: point.latitude, longitude: point.longitude })
      ? project({ latitude: point.latitude, longitude: point.longitude })
      : null;

  function pick(event: MouseEvent<SVGSVGElement>) {
    const svg = event.currentTarget;
    const matrix = svg.getScreenCTM();
    if (!matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const picked = unproject({ x: at.x, y: at.y });
    setLatitude(String(picked.latitude));
    setLongitude(String(picked.longitude));
  }

  const coordinate = (axis: 'latitude' | 'longitude', value: string, set: (text: string) => void) =>
    ({
      label: t(axis),
      name: axis,
      value,
      onChange: (event: { target: { value: string } }) => set(event.target.value),
      error: errors[axis],
      controlClassName: 'text-end',
      dir: 'ltr',
      inputMode: 'decimal',
      autoComplete: 'off',
    }) as const;
  return (
    <fieldset className={className}>
      <legend className="font-semibold">{t('legend')}</legend>
      <p className="mt-1 text-sm text-ink-soft">{t('hint')}</p>
      <div className="mt-3 grid gap-5 sm:grid-cols-[1fr_auto]">
        <div className="grid content-start gap-4">
          <InputField {...coordinate('latitude', latitude, setLatitude)} />
          <InputField {...coordinate('longitude', longitude, setLongitude)} />
          {(latitude || longitude) && (
            <button
              type="button"
              className="btn btn-ghost justify-self-start underline"
              onClick={() => {
                setLatitude('');
                setLongitude('');
              }}
            >
              {t('clear')}
            </button>
          )}
        </div>
        {/* A pointer's shortcut; the inputs above are the accessible way to set the place. */}
        <svg
          role="img"
          aria-label={t('map')}
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          direction="ltr"
          onClick={pick}
          data-coordinates-map=""
          className="h-80 w-auto cursor-crosshair justify-self-center rounded-xl bg-sky-100 ring-1 ring-line"
        >
          <path d={LAND_PATH} className="fill-stone-200" />
          <path d={ISRAEL_PATH} className="fill-cream stroke-ink-soft" strokeWidth="1.25" />
          {pin && (
            <g transform={`translate(${pin.x.toFixed(1)} ${pin.y.toFixed(1)})`} data-pin="">
              <circle r="16" className="fill-brand stroke-white" strokeWidth="4" />
              <circle r="6" className="fill-white" />
            </g>
          )}
        </svg>
      </div>
    </fieldset>
  );
}
