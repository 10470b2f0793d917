import { History } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AdminListEmpty } from '@/components/admin/admin-list-empty';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { AdminListPager } from '@/components/admin/admin-list-pager';
import { AdminListHeading } from '@/components/admin/admin-list-heading';
import { Card } from '@/components/ui/card';
import { Ltr } from '@/components/ui/ltr';
import type { AuditEntry } from '@/db/schema';
import { SITE_TIME_ZONE } from '@/lib/site-time';
import { getAuditLog } from '../admin-queries';
import { SYSTEM_ACTOR_EMAIL } from '@/lib/admin/audit';
import { AUDIT_PAGE_SIZE, auditPath, type AuditFilters } from '../audit-filters';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { AuditFilterForm } from './audit-filter-form';

const dateTime = new Intl.DateTimeFormat('he-IL', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: SITE_TIME_ZONE,
});

type Translate = Awaited<ReturnType<typeof getTranslations<'backOffice.auditLog'>>>;

/** An action's Hebrew name ("products.save" → "שמירת מוצר"), or its code when it has none. */
const actionName = (t: Translate, action: string) => {
  const key = `actions.${action.replace(/\./g, '_')}`;
  return t.has(key as Parameters<Translate>[0]) ? t(key as Parameters<Translate>[0]) : action;
};
const entityName = (t: Translate, entity: string) => {
  const key = `entities.${entity}`;
  return t.has(key as Parameters<Translate>[0]) ? t(key as Parameters<Translate>[0]) : entity;
};
const actorName = (t: Translate, email: string) =>
  email === SYSTEM_ACTOR_EMAIL ? t('system') : email;

/**
 * /admin/audit: who changed what, newest first, 50 a page, for the view the URL names (action,
 * kind of row, administrator, dates). Read on the server per request; nothing here writes.
 */
export async function AuditLog({ filters }: { filters: AuditFilters }) {
  const [t, log] = await Promise.all([
    getTranslations('backOffice.auditLog'),
    readDashboard('audit', () => getAuditLog(filters)),
  ]);
  if (!log)
    return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} className="mt-6" />;
  const filtered = auditPath({ ...filters, page: undefined }) !== auditPath();
  const { facets } = log;
  return (
    <div className="mt-6 grid gap-6">
      <p className="max-w-prose text-ink-soft">{t('intro')}</p>
      <Card className="p-5 md:p-6">
        <AuditFilterForm
          key={auditPath({ ...filters, page: undefined })}
          filters={filters}
          actions={facets.actions.map((value) => ({ value, label: actionName(t, value) }))}
          entities={facets.entities.map((value) => ({ value, label: entityName(t, value) }))}
          actors={facets.actors.map((actor) => ({
            value: actor.id,
            label: actorName(t, actor.email),
          }))}
        />
      </Card>
      {log.total === 0 ? (
        <AdminListEmpty
          texts="backOffice.auditLog"
          icon={History}
          clear={filtered ? { href: auditPath(), label: t('filters.clear') } : undefined}
        />
      ) : (
        <section aria-labelledby="audit-results" className="grid gap-4">
          <AdminListHeading
            id="audit-results"
            texts="backOffice.auditLog"
            list={log}
            pageSize={AUDIT_PAGE_SIZE}
          />
          <Card as="div" className="px-5 md:px-6">
            <ol aria-label={t('caption')} className="divide-y divide-line">
              {log.rows.map((entry) => (
                <AuditItem key={entry.id} entry={entry} t={t} />
              ))}
            </ol>
          </Card>
          <AdminListPager
            texts="backOffice.auditLog.pager"
            list={log}
            hrefFor={(page) => auditPath({ ...filters, page })}
          />
        </section>
      )}
    </div>
  );
}

/** One entry: what changed first, then when, who, the action and the row, labelled. */
function AuditItem({ entry, t }: { entry: AuditEntry; t: Translate }) {
  return (
    <li className="py-4">
      <p className="font-semibold break-words">
        <bdi>{entry.summary}</bdi>
      </p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-soft">
        <div className="flex gap-1.5">
          <dt>{t('columns.at')}:</dt>
          <dd>
            <time dateTime={entry.at.toISOString()}>
              <Ltr>{dateTime.format(entry.at)}</Ltr>
            </time>
          </dd>
        </div>
        <div className="flex min-w-0 gap-1.5">
          <dt>{t('columns.actor')}:</dt>
          <dd className="min-w-0 break-all text-ink">
            {entry.actorEmail === SYSTEM_ACTOR_EMAIL ? t('system') : <Ltr>{entry.actorEmail}</Ltr>}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt>{t('columns.action')}:</dt>
          <dd className="text-ink">{actionName(t, entry.action)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt>{t('columns.row')}:</dt>
          <dd className="text-ink">
            {entityName(t, entry.entityType)}
            {entry.entityId && (
              <span className="ms-1.5 font-mono text-ink-soft" title={entry.entityId}>
                <Ltr>{entry.entityId.slice(0, 8)}</Ltr>
              </span>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
