/**
 * Runs once when a server process starts. Starts the inquiry delivery worker so that inquiries
 * left pending by a previous run (crash, restart, SMTP outage) are delivered without waiting for
 * a new one, and the blog's publish scheduler so that scheduled posts appear at their time. Not
 * during `next build`, which also loads this file.
 */
export async function register() {
  const { isServingNodeRuntime } = await import('./lib/env');
  if (!isServingNodeRuntime()) return;
  const { deliveryWorker } = await import('./features/contact/worker');
  deliveryWorker();
  const { startBlogPublishing } = await import('./features/blog/publish-scheduler');
  startBlogPublishing();
}
