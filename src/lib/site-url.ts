import { getEnv } from './env';

/**
 * The public base URL without a trailing slash: SITE_URL, else the local server on PORT. The one
 * place that default lives (links, e-mails, sign-in origins and the start-up log use it).
 */
export function siteUrl(): string {
  const { SITE_URL, PORT } = getEnv();
  return (SITE_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
}
