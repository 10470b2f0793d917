/**
 * Runs once when a server process starts. Starts the inquiry delivery worker so that inquiries
 * left pending by a previous run (crash, restart, SMTP outage) are delivered without waiting for
 * a new one, the blog's publish scheduler so that scheduled posts appear at their time, and the
 * trash's hourly purge and uploads sweep (src/features/trash/purge.ts), and the hourly erasure of
 * inquiries older than the retention setting (src/features/contact/retention.ts), and the
 * backup schedule (src/lib/backup/scheduler.ts), and the page views' daily rollup
 * (src/features/analytics/rollup.ts). Not during `next build`, which also loads this
 * file.
 *
 * Next compiles this file for the Edge runtime too. The Node-only modules are imported inside the
 * NEXT_RUNTIME check, which the bundler resolves at compile time, so the Edge build leaves them
 * out (instead of warning about every Node API they use).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { isServingNodeRuntime } = await import('./config/env');
    if (!isServingNodeRuntime()) return;
    const { deliveryWorker } = await import('./features/contact/worker');
    deliveryWorker();
    const { startBlogPublishing } = await import('./features/blog/publish-scheduler');
    startBlogPublishing();
    const { startTrashJobs } = await import('./features/trash/purge');
    startTrashJobs();
    const { startInquiryRetention } = await import('./features/contact/retention');
    startInquiryRetention();
    const { startBackupSchedule } = await import('./lib/backup/scheduler');
    startBackupSchedule();
    const { startAnalyticsRollup } = await import('./features/analytics/rollup');
    startAnalyticsRollup();
  }
}
