import 'server-only';
import { cache } from 'react';
import { withDerived, type SiteConfig } from '@/config/site';
import type { Transaction } from '@/db';
import { getSetting, readSetting } from './index';

export type { Company, SiteConfig } from '@/config/site';

/**
 * The company's data (the `company` setting, /admin/settings) with what derives from it, for the
 * public pages: one cached read (getSetting, tagged SETTINGS_TAG, so prerendered pages stay
 * prerendered and an admin's save shows at the next request), shared by every component of a
 * render (React's per-request cache).
 */
export const getCompany = cache(async (): Promise<SiteConfig> =>
  withDerived(await getSetting('company')),
);

/** The company's data, uncached: jobs (the lead e-mails' inbox) and the back office. */
export async function readCompany(db?: Pick<Transaction, 'select'>): Promise<SiteConfig> {
  return withDerived(await readSetting('company', db));
}
