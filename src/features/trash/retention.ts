/** How long a deleted item stays in the trash before the server purges it. */
export const TRASH_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of an entry deleted at `deletedAt` (30-day retention), never negative. */
export const daysLeft = (deletedAt: Date, now = new Date()) =>
  Math.max(
    0,
    Math.ceil((deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS - now.getTime()) / DAY_MS),
  );
