import 'server-only';
import { getEnv } from '@/config/env';

/**
 * The company's fixed contact data. Each value can be overridden by an environment variable
 * (read on the server when pages render; prerendered pages pick a change up at the next build).
 */
export type SiteConfig = {
  name: { he: string; en: string };
  /** The blog's default author per language (the form resets to it when the language changes). */
  teamName: { he: string; en: string };
  /** Sales line, as dialled locally and shown to visitors. */
  phone: string;
  secondPhone: string;
  /** Chat-app (WhatsApp) number in international form without "+". */
  chatNumber: string;
  email: string;
  social: { facebook: string; instagram: string; linkedin: string; businessListing: string };
  /** The accessibility coordinator named in the accessibility statement (reg. 35). */
  accessibility: {
    contactName: { he: string; en: string };
    phone: string;
    email: string;
    statementDate: string;
  };
};

export function getSiteConfig(): SiteConfig {
  const env = getEnv();
  const name = { he: env.SITE_NAME_HE ?? 'אוטופיצה', en: env.SITE_NAME_EN ?? 'AutoPizza' };
  return {
    name,
    teamName: { he: `צוות ${name.he}`, en: `The ${name.en} Team` },
    phone: env.SITE_PHONE ?? '050-555-0123',
    secondPhone: env.SITE_SECOND_PHONE ?? '03-555-0199',
    chatNumber: env.SITE_CHAT_NUMBER ?? '972505550123',
    email: env.SITE_EMAIL ?? 'info@autopizza.co.il',
    social: {
      facebook: env.SITE_FACEBOOK_URL ?? 'https://www.facebook.com/autopizza.il',
      instagram: env.SITE_INSTAGRAM_URL ?? 'https://www.instagram.com/autopizza.il',
      linkedin: env.SITE_LINKEDIN_URL ?? 'https://www.linkedin.com/company/autopizza-il',
      businessListing: env.SITE_BUSINESS_LISTING_URL ?? 'https://g.page/autopizza-il',
    },
    accessibility: {
      contactName: {
        he: env.A11Y_CONTACT_NAME_HE ?? 'מיכל לוי',
        en: env.A11Y_CONTACT_NAME_EN ?? 'Michal Levi',
      },
      phone: env.A11Y_CONTACT_PHONE ?? '050-555-0124',
      email: env.A11Y_CONTACT_EMAIL ?? 'accessibility@autopizza.co.il',
      /** ISO date of the statement's last update (spec: 17 June 2025). */
      statementDate: env.A11Y_STATEMENT_DATE ?? '2025-06-17',
    },
  };
}
