import { z } from 'zod';
import type { Company } from '@/config/site';
import { versionFields } from '@/lib/admin/version-fields';
import { checkbox, requiredPlainText, text } from '@/lib/form-fields';
import { toLocalDate } from '@/lib/site-time';

/*
 * The company settings' validation (/admin/settings): the form's flat fields (`companyFormSchema`,
 * the same in the browser and in the action) and the stored value's shape (`companySchema`), made
 * of the same checks. Issue messages are keys of `backOffice.validation`. Texts are plain text:
 * anything that looks like an HTML tag is refused, and pages render them escaped. No server
 * imports: the admin form's client code uses this.
 */

/** The longest value of each kind of field. */
export const COMPANY_LIMITS = {
  name: 60,
  personName: 80,
  coverage: 120,
  phone: 20,
  email: 254,
  url: 300,
} as const;

/** A required one-line value (missing is "", refused as required), then `check`. */
const requiredValue = (max: number, check: z.ZodType<string, string>) =>
  text(max).pipe(z.string().min(1, 'required')).pipe(check);

/** A phone number as shown to visitors: 9–15 digits, with dashes, spaces and a leading "+". */
const phone = requiredValue(
  COMPANY_LIMITS.phone,
  z
    .string()
    .refine((value) => /^\+?[\d\s-]+$/.test(value), 'phoneDigits')
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 9 && digits <= 15;
    }, 'phoneDigits'),
);

/** The chat-app number: 10–15 digits in international form, without "+" (972501234567). */
const chatNumber = requiredValue(
  COMPANY_LIMITS.phone,
  z.string().regex(/^\d{10,15}$/, 'chatNumber'),
);

/** An e-mail address; `localhost` ones too when `allowLocalhost` (the demo sales inbox). */
const email = ({ allowLocalhost = false } = {}) =>
  requiredValue(
    COMPANY_LIMITS.email,
    z
      .string()
      .refine(
        (value) =>
          z.email().safeParse(value).success ||
          (allowLocalhost && /^[A-Za-z0-9._%+-]+@localhost$/i.test(value)),
        'email',
      ),
  );

/** An https:// address, or nothing (the link is then not shown). */
const socialUrl = text(COMPANY_LIMITS.url).refine((value) => {
  if (value === '') return true;
  if (/[\s<>"']/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}, 'httpsUrl');

/** A real calendar day (YYYY-MM-DD), not after today on the company's clock. */
const pastDate = requiredValue(10, z.iso.date('date'))
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'date')
  .refine((value) => value <= toLocalDate(new Date()), 'dateInFuture');

const pair = (max: number) => z.object({ he: requiredPlainText(max), en: requiredPlainText(max) });

/** The stored value (site_settings key `company`). */
export const companySchema = z.object({
  name: pair(COMPANY_LIMITS.name),
  phone,
  secondPhone: phone,
  chatNumber,
  email: email(),
  salesEmail: email({ allowLocalhost: true }),
  social: z.object({
    facebook: socialUrl,
    instagram: socialUrl,
    linkedin: socialUrl,
    businessListing: socialUrl,
  }),
  coverage: pair(COMPANY_LIMITS.coverage),
  accessibility: z.object({
    contactName: pair(COMPANY_LIMITS.personName),
    phone,
    email: email(),
    statementDate: pastDate,
  }),
  // Settings saved before this field existed lack it: they read as "off", not as invalid (an
  // invalid stored value would fall back to the defaults wholesale).
  requireTwoFactorForAdmins: z.boolean().default(false),
}) satisfies z.ZodType<Company>;

/** The form's fields, in the form's order (their names are keys of `backOffice.fields`). */
export const companyFormSchema = z.object({
  companyNameHe: requiredPlainText(COMPANY_LIMITS.name),
  companyNameEn: requiredPlainText(COMPANY_LIMITS.name),
  salesPhone: phone,
  secondPhone: phone,
  chatNumber,
  publicEmail: email(),
  salesEmail: email({ allowLocalhost: true }),
  facebookUrl: socialUrl,
  instagramUrl: socialUrl,
  linkedinUrl: socialUrl,
  businessListingUrl: socialUrl,
  coverageHe: requiredPlainText(COMPANY_LIMITS.coverage),
  coverageEn: requiredPlainText(COMPANY_LIMITS.coverage),
  a11yNameHe: requiredPlainText(COMPANY_LIMITS.personName),
  a11yNameEn: requiredPlainText(COMPANY_LIMITS.personName),
  a11yPhone: phone,
  a11yEmail: email(),
  statementDate: pastDate,
  requireTwoFactorForAdmins: checkbox,
});

/**
 * What the form sends: its fields plus the version of the settings it was opened on (a save over
 * a colleague's newer one is refused, src/lib/admin/version.ts).
 */
export const companySaveSchema = companyFormSchema.extend(versionFields);

/** The version of a form opened while no settings were saved yet (the first values). */
export const UNSAVED_VERSION = new Date(0).toISOString();

export type CompanyForm = z.output<typeof companyFormSchema>;
export type CompanyFormField = keyof CompanyForm;

/** The form's values of a stored value. */
export function companyToForm(company: Company): CompanyForm {
  return {
    companyNameHe: company.name.he,
    companyNameEn: company.name.en,
    salesPhone: company.phone,
    secondPhone: company.secondPhone,
    chatNumber: company.chatNumber,
    publicEmail: company.email,
    salesEmail: company.salesEmail,
    facebookUrl: company.social.facebook,
    instagramUrl: company.social.instagram,
    linkedinUrl: company.social.linkedin,
    businessListingUrl: company.social.businessListing,
    coverageHe: company.coverage.he,
    coverageEn: company.coverage.en,
    a11yNameHe: company.accessibility.contactName.he,
    a11yNameEn: company.accessibility.contactName.en,
    a11yPhone: company.accessibility.phone,
    a11yEmail: company.accessibility.email,
    statementDate: company.accessibility.statementDate,
    requireTwoFactorForAdmins: company.requireTwoFactorForAdmins,
  };
}

/** The stored value of the form's values. */
export function companyFromForm(form: CompanyForm): Company {
  return {
    name: { he: form.companyNameHe, en: form.companyNameEn },
    phone: form.salesPhone,
    secondPhone: form.secondPhone,
    chatNumber: form.chatNumber,
    email: form.publicEmail,
    salesEmail: form.salesEmail,
    social: {
      facebook: form.facebookUrl,
      instagram: form.instagramUrl,
      linkedin: form.linkedinUrl,
      businessListing: form.businessListingUrl,
    },
    coverage: { he: form.coverageHe, en: form.coverageEn },
    accessibility: {
      contactName: { he: form.a11yNameHe, en: form.a11yNameEn },
      phone: form.a11yPhone,
      email: form.a11yEmail,
      statementDate: form.statementDate,
    },
    requireTwoFactorForAdmins: form.requireTwoFactorForAdmins,
  };
}
