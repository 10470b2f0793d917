import { ShieldCheck, TriangleAlert } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { Card } from '@/components/ui/card';
import { Ltr } from '@/components/ui/ltr';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { loadBackupCard, type BackupCardData } from '../admin-queries';
import { formatBytes } from '../format';
import { BackUpNowButton } from './back-up-now-button';
import { adminDateTime } from '@/lib/admin/date-time';

/**
 * The dashboard's backup card (issue 33): the last good backup (when, size, where), the latest
 * failure if it came after it, a backup running now, the schedule, and "back up now". Where an
 * archive lies is shown as text: archives are never served over HTTP.
 */
export async function BackupCard() {
  const t = await getTranslations('backOffice.backups');
  const data = await readDashboard('backups', () => loadBackupCard());
  if (!data) return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} />;
  const { lastGood, latest } = data;
  return (
    <Card as="section" aria-labelledby="backups-title" className="p-5 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-brand" />
          <h2 id="backups-title" className="text-xl md:text-2xl">
            {t('title')}
          </h2>
        </div>
        <BackUpNowButton />
      </div>
      {latest?.status === 'failed' && (
        <p className="mt-4 flex gap-2 rounded-card border-2 border-closed bg-closed-bg p-4 text-ink">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-closed" />
          <span>
            <strong className="text-closed">
              {t('lastFailed', { at: adminDateTime.format(latest.finishedAt ?? latest.startedAt) })}
            </strong>{' '}
            <Ltr className="font-mono text-sm [overflow-wrap:anywhere]">
              {(latest.error ?? '').slice(0, 200)}
            </Ltr>
          </span>
        </p>
      )}
      {latest?.status === 'running' && (
        <p className="mt-4 text-ink-soft" role="status">
          {t('runningSince', { at: adminDateTime.format(latest.startedAt) })}
        </p>
      )}
      {lastGood ? (
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t('lastGood')}</dt>
          <dd>{adminDateTime.format(lastGood.finishedAt!)}</dd>
          <dt className="font-semibold">{t('size')}</dt>
          <dd>
            <Ltr>{formatBytes(lastGood.bytes ?? 0)}</Ltr>
          </dd>
          <dt className="font-semibold">{t('location')}</dt>
          <dd>
            <Ltr className="font-mono text-sm [overflow-wrap:anywhere]">{lastGood.location}</Ltr>
          </dd>
        </dl>
      ) : (
        <p className="mt-4">{t('none')}</p>
      )}
      <p className="mt-4 text-sm text-ink-soft">
        <ScheduleLine data={data} />
      </p>
    </Card>
  );
}

async function ScheduleLine({ data }: { data: BackupCardData }) {
  const t = await getTranslations('backOffice.backups');
  const { schedule } = data;
  const when =
    schedule.kind === 'off'
      ? t('scheduleOff')
      : schedule.kind === 'daily'
        ? t('scheduleDaily', {
            time: `${String(schedule.hour).padStart(2, '0')}:${String(schedule.minute).padStart(2, '0')}`,
          })
        : schedule.ms % 3_600_000 === 0
          ? t('scheduleHours', { count: schedule.ms / 3_600_000 })
          : t('scheduleMinutes', { count: schedule.ms / 60_000 });
  return (
    <>
      {when} {data.encrypted ? t('encrypted') : t('notEncrypted')}{' '}
      {t.rich('target', {
        where: data.where,
        ltr: (chunks) => <Ltr className="font-mono [overflow-wrap:anywhere]">{chunks}</Ltr>,
      })}
    </>
  );
}
