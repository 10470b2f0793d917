import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.trash.audit' });

/** The audit summary of a restore ("שוחזר מסל המחזור: „…”"). */
export const restoreSummary = (title: string) =>
  t('restored', { title: title.replace(/\s+/g, ' ').trim().slice(0, 80) });

/** The audit summary of a purge: by an admin now, or by the server after 30 days. */
export const purgeSummary = (title: string, expired: boolean) =>
  t(expired ? 'expired' : 'purged', { title: title.replace(/\s+/g, ' ').trim().slice(0, 80) });
