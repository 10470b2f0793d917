import { getTranslations } from 'next-intl/server';
import { listMySessions } from '../queries';
import { SessionCard } from './session-card';
import { SessionsPanel } from './sessions-panel';

/**
 * /account's "signed-in devices": every active session of the signed-in person, read and
 * rendered on the server, with the client part (SessionsPanel) for the sign-out buttons. Only
 * for a signed-in person (listMySessions refuses anyone else). Takes no props.
 */
export async function SessionsList() {
  const [sessions, t] = await Promise.all([listMySessions(), getTranslations('sessions')]);
  const texts = {
    title: t('title'),
    intro: t('intro'),
    signOutOthers: t('signOutOthers'),
    noOthers: t('noOthers'),
    working: t('working'),
    signedOutOthers: t('signedOutOthers'),
    failed: t('errors.failed'),
  };
  return (
    <SessionsPanel texts={texts} othersCount={sessions.filter((s) => !s.current).length}>
      <ul aria-labelledby="sessions-title" className="mt-5 grid gap-3">
        {sessions.map((session) => (
          <SessionCard key={session.id} session={session} />
        ))}
      </ul>
    </SessionsPanel>
  );
}
