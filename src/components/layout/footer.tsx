import { Mail, MapPin, Phone } from '@/components/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/ltr';
import { telHref } from '@/config/contact-links';
import { getCompany } from '@/lib/settings/company';
import { Link } from '@/i18n/navigation';
import { Logo } from './logo';

const QUICK_LINKS = [
  ['home', '/'],
  ['products', '/products'],
  ['about', '/about'],
  ['blog', '/our-blogs'],
  ['contact', '/contact'],
] as const;
const SERVICE_LINKS = [
  ['locations', '/locations'],
  ['franchising', '/franchising'],
  ['businessPartners', '/business-partners'],
] as const;

/** Footer (spec §2): quick links, service links, contact details, social links, copyright. */
export async function Footer() {
  const locale = await getLocale();
  const t = await getTranslations('footer');
  const nav = await getTranslations('nav');
  const a11y = await getTranslations('a11y');
  const privacy = await getTranslations('privacyPolicy');
  const site = await getCompany();
  const social = [
    ['facebook', site.social.facebook],
    ['instagram', site.social.instagram],
    ['linkedin', site.social.linkedin],
    ['businessListing', site.social.businessListing],
  ] as const;
  // An empty link is not shown (the company settings leave it out).
  const shownSocial = social.filter(([, href]) => href);
  const heading = 'mb-4 text-lg font-bold text-white';
  const linkStyle =
    'inline-flex min-h-11 items-center text-white/85 hover:text-white hover:underline';
  const legalLinkStyle =
    'inline-flex min-h-11 items-center text-white/85 underline hover:text-white';

  return (
    // Columns by the footer's width in rem (a container query), not the screen's: with the
    // accessibility menu's larger text they step down to 2 and 1 instead of clipping the e-mail.
    <footer className="@container bg-ink text-white/85">
      <div className="container-page grid gap-10 py-14 @3xl:grid-cols-2 @5xl:grid-cols-4">
        <div>
          <Logo name={site.name[locale]} homeLabel={nav('home')} tone="light" />
          <p className="mt-4 max-w-xs">{t('tagline')}</p>
          {shownSocial.length > 0 && (
            <>
              <h2 className="mt-6 mb-2 text-base font-bold text-white">{t('followUs')}</h2>
              <ul className="flex flex-wrap gap-x-4">
                {shownSocial.map(([key, href]) => (
                  <li key={key}>
                    <a href={href} target="_blank" rel="noopener noreferrer" className={linkStyle}>
                      {t(key)}
                      <span className="sr-only"> {a11y('opensNewWindow')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {(
          [
            ['footer-quick-links', t('quickLinks'), QUICK_LINKS],
            ['footer-services', t('services'), SERVICE_LINKS],
          ] as const
        ).map(([id, title, links]) => (
          <nav key={id} aria-labelledby={id}>
            <h2 id={id} className={heading}>
              {title}
            </h2>
            <ul>
              {links.map(([key, href]) => (
                <li key={key}>
                  <Link href={href} className={linkStyle}>
                    {nav(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className={heading}>{t('contactUs')}</h2>
          <ul className="grid gap-1">
            <li>
              <a href={telHref(site.phone)} className={`${linkStyle} gap-2`}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{t('phone')}: </span>
                <Ltr>{site.phone}</Ltr>
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={`${linkStyle} gap-2`}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{t('email')}: </span>
                <Ltr className="wrap-anywhere">{site.email}</Ltr>
              </a>
            </li>
            <li className="flex items-start gap-2 py-2.5">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              {site.coverage[locale]}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        {/* Bottom padding: room for the fixed floating buttons, so they never hide the last line. */}
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 pt-5 pb-36 text-sm text-white/75">
          <p>{t('copyright')}</p>
          <ul className="flex flex-wrap gap-x-6">
            <li>
              <Link href="/accessibility" className={legalLinkStyle}>
                {t('accessibility')}
              </Link>
            </li>
            <li>
              <Link href="/privacy" className={legalLinkStyle}>
                {privacy('title')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
