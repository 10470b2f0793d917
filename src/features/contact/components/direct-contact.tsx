import { Clock, Mail, Phone } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Panel } from '@/components/ui/panel';
import { ChatLink } from '@/components/ui/chat-link';
import { Ltr } from '@/components/ui/ltr';
import { telHref } from '@/config/contact-links';
import { getCompany } from '@/lib/settings/company';

const ITEM = 'flex min-h-11 items-center gap-3 rounded-xl px-2 py-2 hover:bg-cream';

/** The contact page's "Other ways to reach us": both phone lines, e-mail, chat and the hours. */
export async function DirectContact() {
  const t = await getTranslations('pages.contact');
  const chat = await getTranslations('chat');
  const site = await getCompany();
  const links = [
    { key: 'callUs', href: telHref(site.phone), icon: Phone, value: site.phone },
    { key: 'secondLine', href: telHref(site.secondPhone), icon: Phone, value: site.secondPhone },
    { key: 'writeUs', href: `mailto:${site.email}`, icon: Mail, value: site.email },
  ] as const;
  return (
    <Panel as="aside" headingId="contact-direct" title={t('direct')} titleClassName="text-xl">
      <ul className="mt-4 grid gap-1">
        {links.map(({ key, href, icon: Icon, value }) => (
          <li key={key}>
            <a href={href} className={ITEM}>
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand" />
              {/* The e-mail may break anywhere: with the largest text it is wider than a phone. */}
              <span className="min-w-0">
                {t(key)}: <Ltr className="font-semibold wrap-anywhere">{value}</Ltr>
              </span>
            </a>
          </li>
        ))}
        <li>
          <ChatLink
            message={chat('general')}
            className={ITEM}
            iconClassName="size-5 shrink-0 text-brand"
          >
            {t('chatUs')}
          </ChatLink>
        </li>
        <li className="flex items-center gap-3 px-2 py-2 text-ink-soft">
          <Clock aria-hidden="true" className="size-5 shrink-0" />
          {t('hours')}
        </li>
      </ul>
    </Panel>
  );
}
