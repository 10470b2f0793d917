import { CircleCheck, CircleX, Download } from '@/components/icons';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { cache } from 'react';
import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { AdminNotFound } from '@/components/admin/admin-not-found';
import { buttonClass } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { Ltr } from '@/components/ui/ltr';
import { ADMIN_PAGES } from '@/lib/admin/pages';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { getViewer } from '@/lib/admin/guard';
import { getInquiry } from '../../admin-queries';
import { inboxPath, personExportPath } from '../../inbox-filters';
import type { InquiryDetail } from '../../inbox-query';
import { DeleteInquiryButton, ResendInquiryButton } from './inquiry-actions';
import { DeliveryBadge, sitePath } from './inbox-parts';
import { InquiryNoteForm } from './inquiry-note-form';
import { InquiryStatusSelect } from './inquiry-status-select';
import { adminDateTime } from '@/lib/admin/date-time';

/**
 * One read of the inquiry per request (the page's title and the view share it): null when the
 * read failed, `{ found: null }` when there is no such inquiry.
 */
const readInquiry = cache((id: string) =>
  readDashboard('inquiry', async () => ({ found: await getInquiry(id) })),
);

/**
 * The h1 of /admin/inquiries/<id>: "פנייה מ<name>", or the section's name when there is none or
 * the viewer may not read it (then the page's gate answers).
 */
export async function inquiryTitle(id: string): Promise<string | undefined> {
  const found = await readInquiry(id).then(
    (read) => read?.found,
    () => undefined,
  );
  if (!found) return undefined;
  const t = await getTranslations('backOffice.inbox.detail');
  return t('title', { name: found.inquiry.name });
}

/** The link above the h1, back to the inbox. */
export async function BackToInboxLink() {
  const t = await getTranslations('backOffice.inbox.detail');
  return <AdminBackLink href={inboxPath()}>{t('back')}</AdminBackLink>;
}

/**
 * /admin/inquiries/<id>: the whole message, who sent it and from where (page, product, UTM),
 * its status, every delivery attempt with "send again", the internal notes, and the privacy
 * requests: the export of everything about this person (JSON) and the deletion.
 */
export async function InquiryDetailView({ id }: { id: string }) {
  const [t, list, purposes, read, viewer] = await Promise.all([
    getTranslations('backOffice.inbox.detail'),
    getTranslations('backOffice.inbox.list'),
    getTranslations('backOffice.inbox.purposes'),
    readInquiry(id),
    getViewer(),
  ]);
  if (!read) {
    return (
      <AdminLoadFailed title={list('loadFailed')} text={list('loadFailedText')} className="mt-6" />
    );
  }
  const { found } = read;
  if (!found) {
    return (
      <AdminNotFound
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        back={{ href: inboxPath(), label: t('back') }}
      />
    );
  }
  const { inquiry } = found;
  return (
    // The person and the source first (what sales need on a phone); the message, notes, delivery
    // and the privacy delete after them, in the wider column on a desktop.
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)] lg:items-start">
      <div className="grid gap-6">
        <Panel title={t('contact')} headingId="inquiry-contact" titleClassName="text-xl">
          <dl className="mt-3 grid gap-3">
            <Fact term={t('name')}>
              <span className="font-semibold">{inquiry.name}</span>
            </Fact>
            <Fact term={t('phone')}>
              <a
                href={`tel:${inquiry.phone}`}
                className="font-semibold text-brand underline underline-offset-4"
              >
                <Ltr>{inquiry.phone}</Ltr>
              </a>
            </Fact>
            <Fact term={t('email')}>
              {inquiry.email ? (
                <a
                  href={`mailto:${inquiry.email}`}
                  className="break-all text-brand underline underline-offset-4"
                >
                  <Ltr>{inquiry.email}</Ltr>
                </a>
              ) : (
                <span className="text-ink-soft">—</span>
              )}
            </Fact>
            {inquiry.purpose && (
              <Fact term={t('purpose')}>
                <span className="font-semibold">{purposes(inquiry.purpose)}</span>
              </Fact>
            )}
            {inquiry.city && <Fact term={t('city')}>{inquiry.city}</Fact>}
            <Fact term={t('language')}>{t(`languages.${inquiry.locale}`)}</Fact>
            <Fact term={t('received')}>
              <Ltr>{adminDateTime.format(inquiry.createdAt)}</Ltr>
            </Fact>
          </dl>
          <div className="mt-5 border-t border-line pt-4">
            <label htmlFor="inquiry-status" className="block font-semibold">
              {t('statusLabel')}
            </label>
            <div className="mt-1.5">
              <InquiryStatusSelect
                id={inquiry.id}
                selectId="inquiry-status"
                status={inquiry.status}
                label={t('statusLabel')}
              />
            </div>
          </div>
        </Panel>
        <Source found={found} />
      </div>
      <div className="grid gap-6">
        <Panel title={t('message')} headingId="inquiry-message" titleClassName="text-xl">
          {inquiry.message ? (
            <p className="mt-3 text-lg whitespace-pre-line break-words">{inquiry.message}</p>
          ) : (
            <p className="mt-3 text-ink-soft">{t('noMessage')}</p>
          )}
        </Panel>
        <Notes found={found} />
        <Delivery found={found} />
        {/* A person's data export and erasure are administrators' (privacy requests): sales
            work the lead, the server refuses them these anyway. */}
        {viewer?.isAdmin && (
          <Panel title={t('privacyTitle')} headingId="inquiry-privacy" titleClassName="text-xl">
            <p className="mt-2 text-sm text-ink-soft">{t('exportPersonText')}</p>
            <div className="mt-3">
              <a href={personExportPath(inquiry.id)} className={buttonClass('secondary')} download>
                <Download aria-hidden="true" className="size-5" />
                {t('exportPerson')}
              </a>
            </div>
            <p className="mt-5 border-t border-line pt-4 text-sm text-ink-soft">
              {t('deleteText')}
            </p>
            <div className="mt-4">
              <DeleteInquiryButton id={inquiry.id} />
            </div>
          </Panel>
        )}
      </div>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-ink-soft">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

async function Source({ found }: { found: InquiryDetail }) {
  const t = await getTranslations('backOffice.inbox.detail');
  const { inquiry, product } = found;
  const page = sitePath(inquiry.page);
  const utm = [
    ['utmSource', inquiry.utmSource],
    ['utmMedium', inquiry.utmMedium],
    ['utmCampaign', inquiry.utmCampaign],
  ] as const;
  return (
    <Panel title={t('source')} headingId="inquiry-source" titleClassName="text-xl">
      <dl className="mt-3 grid gap-3">
        <Fact term={t('page')}>
          {page ? (
            <a
              href={page}
              target="_blank"
              rel="noopener"
              className="break-all text-brand underline underline-offset-4"
            >
              <Ltr>{page}</Ltr>
            </a>
          ) : (
            <Ltr>{inquiry.page ?? '—'}</Ltr>
          )}
        </Fact>
        {(product || inquiry.productId) && (
          <Fact term={t('product')}>
            {product ? (
              <Link
                href={ADMIN_PAGES.products}
                className="font-semibold text-brand underline underline-offset-4"
              >
                {product.name}
              </Link>
            ) : (
              <span className="text-ink-soft">{t('productGone')}</span>
            )}
          </Fact>
        )}
        {utm.map(([key, value]) =>
          value ? (
            <Fact key={key} term={t(key)}>
              <Ltr className="font-semibold">{value}</Ltr>
            </Fact>
          ) : null,
        )}
      </dl>
      {utm.every(([, value]) => !value) && (
        <p className="mt-3 text-sm text-ink-soft">{t('noUtm')}</p>
      )}
    </Panel>
  );
}

async function Delivery({ found }: { found: InquiryDetail }) {
  const t = await getTranslations('backOffice.inbox.detail');
  const { inquiry, attempts } = found;
  return (
    <Panel title={t('deliveryTitle')} headingId="inquiry-delivery" titleClassName="text-xl">
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <DeliveryBadge status={inquiry.emailStatus} attempts={inquiry.emailAttempts} />
        {inquiry.emailStatus === 'pending' && inquiry.emailAttempts > 0 && (
          <span className="text-sm text-ink-soft">
            {t('nextAttempt', { time: adminDateTime.format(inquiry.emailNextAttemptAt) })}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-lg">{t('attempts')}</h3>
      {attempts.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t('noAttempts')}</p>
      ) : (
        <ol className="mt-2 grid gap-2">
          {attempts.map((attempt) => (
            <li key={attempt.id} className="flex items-start gap-2 rounded-lg bg-cream p-3 text-sm">
              {attempt.ok ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-open" />
              ) : (
                <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-closed" />
              )}
              <div className="min-w-0">
                <span className="font-semibold">
                  {attempt.ok ? t('attemptOk') : t('attemptFailed')}
                </span>
                {' · '}
                <Ltr>{adminDateTime.format(attempt.attemptedAt)}</Ltr>
                {attempt.error && (
                  <Ltr className="mt-1 block font-mono text-xs break-all text-closed">
                    {attempt.error}
                  </Ltr>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4">
        <ResendInquiryButton id={inquiry.id} />
      </div>
    </Panel>
  );
}

async function Notes({ found }: { found: InquiryDetail }) {
  const t = await getTranslations('backOffice.inbox.detail');
  return (
    <Panel title={t('notes')} headingId="inquiry-notes" titleClassName="text-xl">
      <p className="mt-1 text-sm text-ink-soft">{t('notesHint')}</p>
      {found.notes.length === 0 ? (
        <p className="mt-3 text-ink-soft">{t('noNotes')}</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {found.notes.map((note) => (
            <li key={note.id} className="rounded-lg border-s-4 border-brand-warm bg-cream p-3">
              <p className="text-sm text-ink-soft">
                {t('noteBy', {
                  author: note.authorName,
                  time: adminDateTime.format(note.createdAt),
                })}
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <InquiryNoteForm id={found.inquiry.id} />
    </Panel>
  );
}
