import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Gives the page's requests an address of their own (the e2e server trusts X-Forwarded-For), so
 * each test is its own visitor for the per-address rate limit.
 */
export async function asNewVisitor(page: Page): Promise<string> {
  const ip = `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}
