/**
 * Runs once when a server process starts. Starts the inquiry delivery worker so that inquiries
 * left pending by a previous run (crash, restart, SMTP outage) are delivered without waiting for
 * a new one. Not during `next build`, which also loads this file.
 */
export async function register() {
  const { isServingNodeRuntime } = await import('./lib/env');
  if (!isServingNodeRuntime()) return;
  const { deliveryWorker } = await import('./features/contact/worker');
  deliveryWorker();
}
