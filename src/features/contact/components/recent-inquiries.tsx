import { Inbox } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { cardClass } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Ltr } from '@/components/ui/ltr';
import type { EmailStatus } from '@/db/schema';
import { listRecentInquiries } from '../admin-queries';

const STATUS_STYLE: Record<EmailStatus, string> = {
  pending: 'bg-soon-bg text-soon',
  sent: 'bg-open-bg text-open',
  failed: 'bg-closed-bg text-closed',
};

const dateFormat = new Intl.DateTimeFormat('he-IL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Asia/Jerusalem',
});

/** Admin dashboard: the latest 50 contact inquiries (date, name, phone, e-mail, delivery). */
export async function RecentInquiries() {
  const [rows, t] = await Promise.all([listRecentInquiries(), getTranslations('backOffice')]);
  return (
    <section aria-labelledby="recent-inquiries" className="mt-8">
      <h2 id="recent-inquiries" className="text-2xl">
        {t('inquiries.title')}
      </h2>
      {rows.length === 0 ? (
        <EmptyState icon={Inbox} title={t('inquiries.empty')} tone="card" className="mt-4" />
      ) : (
        <div
          className={cardClass('mt-4 overflow-x-auto')}
          tabIndex={0}
          role="region"
          aria-labelledby="recent-inquiries"
        >
          <table className="w-full min-w-[40rem] text-start">
            <caption className="px-4 pt-4 text-start text-sm text-ink-soft">
              {t('inquiries.caption')}
            </caption>
            <thead>
              <tr className="border-b border-line text-sm">
                {(['date', 'name', 'phone', 'email', 'status'] as const).map((col) => (
                  <th key={col} scope="col" className="px-4 py-3 text-start font-semibold">
                    {t(`inquiries.${col}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-b-0">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <Ltr>{dateFormat.format(row.createdAt)}</Ltr>
                  </td>
                  <td className="px-4 py-3">{row.name}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <Ltr>{row.phone}</Ltr>
                  </td>
                  <td className="px-4 py-3">
                    {row.email ? (
                      <Ltr>{row.email}</Ltr>
                    ) : (
                      <span className="text-ink-soft">{t('inquiries.noEmail')}</span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${STATUS_STYLE[row.emailStatus]}`}
                    >
                      {t(`inquiries.statuses.${row.emailStatus}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
