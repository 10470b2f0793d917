import { expect } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * The dashboard's backup card (issue 33): "back up now" makes an archive, the card names when,
 * how big and where (as text), the click is audited, and the archive is not served over HTTP.
 * The archive's contents and the schedule are tested in src/lib/backup (round trip, two instances).
 */
test('an admin backs up now: the card shows the new backup, the audit log has it, the archive is not served', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const audited = async () =>
    (
      await queryE2eDb<{ n: number }>(
        "select count(*)::int as n from audit_log where action = 'backups.runNow'",
      )
    )[0]!.n;
  const before = await audited();
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'גיבויים' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('גיבוי אוטומטי');
  await card.getByRole('button', { name: 'גיבוי עכשיו' }).click();
  await expect(page.getByText('הגיבוי נשמר')).toBeVisible({ timeout: 60_000 });

  const [run] = await queryE2eDb<{ location: string; bytes: number; actor_email: string }>(
    "select location, bytes::int as bytes, actor_email from backup_runs where trigger = 'manual' and status = 'ok' order by started_at desc limit 1",
  );
  expect(run!.location).toMatch(/vending-backup-[\dT-]+Z\.tar\.gz(\.enc)?$/);
  expect(run!.bytes).toBeGreaterThan(1000);
  await expect(card).toContainText(run!.location);
  await expect(card.getByText('הגיבוי האחרון')).toBeVisible();
  expect(await audited()).toBe(before + 1);
  await expectNoAxeViolations(page);

  // Archives live outside everything the site serves.
  const name = run!.location.split('/').at(-1)!;
  for (const path of [
    `/backups/${name}`,
    `/uploads/${name}`,
    `/${name}`,
    `/uploads/../backups/${name}`,
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
  }
});
