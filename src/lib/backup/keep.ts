import type { KeepPolicy } from '@/config/backup-env';
import { SITE_TIME_ZONE, toLocalDate } from '@/lib/site-time';

export { parseKeep, type KeepPolicy } from '@/config/backup-env';

export type ArchiveAt = { name: string; at: Date };

/** The calendar buckets of `at`: its Israel day, week (its Sunday) and month. */
function buckets(at: Date) {
  const day = toLocalDate(at, SITE_TIME_ZONE);
  const noon = new Date(`${day}T12:00:00Z`);
  const sunday = new Date(noon.getTime() - noon.getUTCDay() * 24 * 3600 * 1000);
  return { day, week: sunday.toISOString().slice(0, 10), month: day.slice(0, 7) };
}

/** The names of the archives the policy keeps (every other archive is to be deleted). */
export function archivesToKeep(archives: ArchiveAt[], policy: KeepPolicy): Set<string> {
  const newestFirst = [...archives].sort((a, b) => b.at.getTime() - a.at.getTime());
  if (policy.kind === 'count') {
    return new Set(newestFirst.slice(0, policy.count).map((a) => a.name));
  }
  const keep = new Set<string>();
  const rules = [
    ['day', policy.days],
    ['week', policy.weeks],
    ['month', policy.months],
  ] as const;
  for (const [unit, limit] of rules) {
    const taken = new Set<string>();
    for (const archive of newestFirst) {
      if (taken.size >= limit) break;
      const bucket = buckets(archive.at)[unit];
      if (taken.has(bucket)) continue;
      taken.add(bucket);
      keep.add(archive.name);
    }
  }
  return keep;
}
