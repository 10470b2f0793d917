import { connection } from 'next/server';
import { healthResponse } from './health';

/**
 * `GET /api/health` (and HEAD) for load balancers and monitoring: 200 when the database answers,
 * 503 when it does not, within ~2 s (health.ts says what the JSON holds). Answered per request,
 * never prerendered or cached.
 */
export async function GET(): Promise<Response> {
  await connection();
  return healthResponse(true);
}

export async function HEAD(): Promise<Response> {
  await connection();
  return healthResponse(false);
}
