/**
 * PostgreSQL errors the writes expect and answer (a unique constraint hit by a concurrent save),
 * found wherever Drizzle put the driver's error (it wraps it in `cause`).
 */

/** The unique-violation error's constraint name ("" when unnamed), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}
