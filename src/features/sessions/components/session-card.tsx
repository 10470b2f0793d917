import { getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/ltr';
import { adminDateTime } from '@/lib/admin/date-time';
import { deviceName } from '../device-name';
import { shortIpAddress } from '../ip-address';
import type { MySession } from '../queries';
import { RevokeSessionButton } from './revoke-session-button';

/** A time as the back office shows it (Israel time), machine-readable for assistive tools. */
function Time({ at }: { at: Date }) {
  return <time dateTime={at.toISOString()}>{adminDateTime.format(at)}</time>;
}

/**
 * One session in the list: the device, "this device" for the current one, the address it was
 * last used from, when it was last used and when it started, and "sign out" for the others.
 */
export async function SessionCard({ session }: { session: MySession }) {
  const t = await getTranslations('sessions');
  const device = deviceName(session.device, t('unknownDevice'));
  const lastUsed = adminDateTime.format(session.lastUsedAt);
  return (
    <li className="rounded-card border border-line bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-semibold">{device}</p>
        {session.current && (
          <p className="rounded-full bg-open-bg px-3 py-0.5 text-sm font-semibold text-open">
            {t('thisDevice')}
          </p>
        )}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">{t('address')}</dt>
        <dd>
          {session.ipAddress ? (
            <Ltr className="[overflow-wrap:anywhere]">{shortIpAddress(session.ipAddress)}</Ltr>
          ) : (
            t('unknownAddress')
          )}
        </dd>
        <dt className="text-ink-soft">{t('lastUsed')}</dt>
        <dd>
          <Time at={session.lastUsedAt} />
        </dd>
        <dt className="text-ink-soft">{t('started')}</dt>
        <dd>
          <Time at={session.createdAt} />
        </dd>
      </dl>
      {!session.current && (
        <div className="mt-3">
          <RevokeSessionButton
            id={session.id}
            label={t('signOut')}
            accessibleName={t('signOutNamed', { device, lastUsed })}
            done={t('signedOut', { device })}
          />
        </div>
      )}
    </li>
  );
}
