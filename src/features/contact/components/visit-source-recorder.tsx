'use client';

import { useEffect } from 'react';
import { recordVisitSource } from '@/lib/visit-source';

/**
 * Mounted once in the public layout: on the visit's first page load, keeps its campaign
 * parameters (utm_*) for the contact form (see visit-source.ts). Renders nothing; reads the URL
 * in the browser, so pages stay prerendered whatever their query string.
 */
export function VisitSourceRecorder() {
  useEffect(() => {
    recordVisitSource(window.location.search);
  }, []);
  return null;
}
