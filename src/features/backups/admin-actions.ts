'use server';

import { z } from 'zod';
import { getDb } from '@/db';
import { ActionRefusal, adminAction } from '@/lib/admin/action';
import { configuredBackup } from '@/lib/backup/configured';
import { BackupBusy, runBackup } from '@/lib/backup/run-backup';
import { formatBytes } from './format';

/**
 * "גיבוי עכשיו" on the dashboard: one backup at once, like the schedule's (same lock, target,
 * retention, record), by this admin (audited). Refused while another backup runs. The archive's
 * location is shown to the admin, never a link: archives are not served over HTTP.
 */
export const backUpNow = adminAction(
  { name: 'backups.runNow', schema: z.object({}) },
  async (_input, { admin, write }) => {
    let outcome;
    try {
      outcome = await runBackup({
        ...configuredBackup(getDb()),
        trigger: 'manual',
        actorEmail: admin.user.email,
      });
    } catch (error) {
      return new ActionRefusal(error instanceof BackupBusy ? 'backupBusy' : 'backupFailed');
    }
    const { run, result, location } = outcome;
    return write(
      async () => ({ id: run?.id ?? null, bytes: result.bytes, location }),
      (done) => ({
        entity: 'backup',
        entityId: done.id,
        summary: `גיבוי ידני: ${formatBytes(done.bytes)}`,
      }),
    );
  },
);
