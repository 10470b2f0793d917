import 'server-only';
import { getDb } from '@/db';
import { startDeliveryWorker } from './delivery';

type Worker = ReturnType<typeof startDeliveryWorker>;
const holder = globalThis as typeof globalThis & { __inquiryWorker?: Worker };

/** The process's one delivery worker, started on first use (server start, or a new inquiry). */
export function deliveryWorker(): Worker {
  holder.__inquiryWorker ??= startDeliveryWorker(getDb());
  return holder.__inquiryWorker;
}
