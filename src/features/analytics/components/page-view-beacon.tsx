'use client';

import { useEffect } from 'react';
import { usePathname } from '@/i18n/navigation';
import { readVisitSource, recordVisitSource } from '@/lib/visit-source';
import type { Beacon } from '../beacon';
import { BEACON_ENDPOINT } from '../beacon';

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** Whether this browser asks not to be tracked (the server checks the headers again). */
const asksNotToBeTracked = () =>
  (navigator as PrivacyNavigator).globalPrivacyControl === true || navigator.doNotTrack === '1';

/**
 * Pages kept out of search (not-found, previews, sign-in notices) are not among the site's
 * pages the endpoint counts (the sitemap's list): no beacon for them.
 */
const isIndexable = () =>
  !/noindex/i.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');

/** The referring site's host, when the visit came from another site; '' otherwise. */
function referrerHost(): string {
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : '';
    return host === window.location.hostname ? '' : host;
  } catch {
    return '';
  }
}

/** The first view of this page load carries the referrer; later (client-side) views do not. */
let referrerSent = false;

/**
 * Mounted once in the public layout: after each page is shown (the first load, and every
 * client-side navigation), one `sendBeacon` to our own endpoint with the page's path, the
 * referring host and the visit's campaign (src/features/analytics/beacon.ts). No cookie, no
 * storage of its own, nothing when the browser asks not to be tracked. Renders nothing, reads
 * the address in the browser: pages stay prerendered.
 */
export function PageViewBeacon() {
  const pathname = usePathname();
  useEffect(() => {
    if (typeof navigator.sendBeacon !== 'function' || asksNotToBeTracked() || !isIndexable()) {
      return;
    }
    // The visit's first-touch source, recorded here first if the recorder has not run yet.
    recordVisitSource(window.location.search);
    const source = readVisitSource();
    const beacon: Beacon = { p: window.location.pathname };
    if (!referrerSent) {
      referrerSent = true;
      const host = referrerHost();
      if (host) beacon.r = host;
    }
    if (source.utmSource) beacon.s = source.utmSource;
    if (source.utmMedium) beacon.m = source.utmMedium;
    if (source.utmCampaign) beacon.c = source.utmCampaign;
    navigator.sendBeacon(BEACON_ENDPOINT, JSON.stringify(beacon));
  }, [pathname]);
  return null;
}
