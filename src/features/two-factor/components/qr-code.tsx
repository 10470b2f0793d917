'use client';

import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code of `value`, drawn in the browser as one SVG path (no image request, nothing sent
 * anywhere: the value is an authenticator secret). Dark modules on white with the standard
 * 4-module quiet zone, at medium error correction; crisp edges keep it scannable at any size.
 * `label` names it for screen readers (what scanning it does).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size: qr.size, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-52 rounded-lg border border-line bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#1c1f26" />
    </svg>
  );
}
