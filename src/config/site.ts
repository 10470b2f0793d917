import 'server-only';
import { getEnv } from '@/config/env';

/**
 * The company's data as stored in the company settings (site_settings key `company`, edited at
 * /admin/settings; src/lib/settings/company.ts reads it). `companyDefaults()` is the value of an
 * empty database: the SITE_*, A11Y_* and SALES_EMAIL variables, read when the setting is read,
 * or the demo values below. Once an admin saves the settings the variables no longer count.
 */
export type Company = {
  name: { he: string; en: string };
  /** Sales line, as dialled locally and shown to visitors. */
  phone: string;
  secondPhone: string;
  /** Chat-app (WhatsApp) number in international form without "+". */
  chatNumber: string;
  /** The public e-mail address shown on the site. */
  email: string;
  /** The inbox that receives the leads (contact forms); never shown to visitors. */
  salesEmail: string;
  /** Social links; an empty one is not shown. */
  social: { facebook: string; instagram: string; linkedin: string; businessListing: string };
  /** "Machines across the north, centre and south" (the footer's line). */
  coverage: { he: string; en: string };
  /** The accessibility coordinator named in the accessibility statement (reg. 35). */
  accessibility: {
    contactName: { he: string; en: string };
    phone: string;
    email: string;
    /** ISO date (YYYY-MM-DD) of the statement's last update. */
    statementDate: string;
  };
  /**
   * Administrators must turn on two-factor sign-in before they use the back office (the admin
   * layout sends one without it to /account: src/features/two-factor/enrolment-required.ts).
   */
  requireTwoFactorForAdmins: boolean;
};

/** The company's data with what is derived from it, as pages and e-mails use it. */
export type SiteConfig = Company & {
  /** The blog's default author per language (the form resets to it when the language changes). */
  teamName: { he: string; en: string };
};

/** The company's data of an empty database: the environment's, or the demo values. */
export function companyDefaults(): Company {
  const env = getEnv();
  return {
    name: { he: env.SITE_NAME_HE ?? 'אוטופיצה', en: env.SITE_NAME_EN ?? 'AutoPizza' },
    phone: env.SITE_PHONE ?? '050-555-0123',
    secondPhone: env.SITE_SECOND_PHONE ?? '03-555-0199',
    chatNumber: env.SITE_CHAT_NUMBER ?? '972505550123',
    email: env.SITE_EMAIL ?? 'info@autopizza.co.il',
    salesEmail: env.SALES_EMAIL ?? 'sales@localhost',
    social: {
      facebook: env.SITE_FACEBOOK_URL ?? 'https://www.facebook.com/autopizza.il',
      instagram: env.SITE_INSTAGRAM_URL ?? 'https://www.instagram.com/autopizza.il',
      linkedin: env.SITE_LINKEDIN_URL ?? 'https://www.linkedin.com/company/autopizza-il',
      businessListing: env.SITE_BUSINESS_LISTING_URL ?? 'https://g.page/autopizza-il',
    },
    coverage: {
      he: 'המכונות שלנו פרוסות בצפון, במרכז ובדרום הארץ',
      en: 'Our machines are spread across the north, centre and south of Israel',
    },
    accessibility: {
      contactName: {
        he: env.A11Y_CONTACT_NAME_HE ?? 'מיכל לוי',
        en: env.A11Y_CONTACT_NAME_EN ?? 'Michal Levi',
      },
      phone: env.A11Y_CONTACT_PHONE ?? '050-555-0124',
      email: env.A11Y_CONTACT_EMAIL ?? 'accessibility@autopizza.co.il',
      /** The spec's date: 17 June 2025. */
      statementDate: env.A11Y_STATEMENT_DATE ?? '2025-06-17',
    },
    // Off until an administrator turns it on: each admin first needs an authenticator app.
    requireTwoFactorForAdmins: false,
  };
}

/** The company's data plus what follows from it (the blog team's name). */
export function withDerived(company: Company): SiteConfig {
  return {
    ...company,
    teamName: { he: `צוות ${company.name.he}`, en: `The ${company.name.en} Team` },
  };
}
