import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import { adminDateTime } from '@/lib/admin/date-time';

/** A revision's time as the back office shows it (Israel time, short). */
export const revisionDate = (date: Date) => adminDateTime.format(date);

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.history' });

/** The audit row's summary of a restore: "<name>: restored the version of <date>". */
export const restoredSummary = (label: string, savedAt: Date) =>
  t('restoredSummary', {
    label: label.replace(/\s+/g, ' ').trim().slice(0, 80) || '—',
    date: revisionDate(savedAt),
  });
