import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import { SITE_TIME_ZONE } from '@/lib/site-time';

/** A revision's time as the back office shows it (Israel time, short). */
export const revisionDate = (date: Date) =>
  new Intl.DateTimeFormat('he-IL', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  }).format(date);

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.history' });

/** The audit row's summary of a restore: "<name>: restored the version of <date>". */
export const restoredSummary = (label: string, savedAt: Date) =>
  t('restoredSummary', {
    label: label.replace(/\s+/g, ' ').trim().slice(0, 80) || '—',
    date: revisionDate(savedAt),
  });
