/** `vending-backup-2026-11-27T03-00-00Z.tar.gz` (`.tar.gz.enc` when encrypted): sorts by time. */
export function archiveName(date: Date, encrypted: boolean): string {
  const stamp = date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `vending-backup-${stamp}.tar.gz${encrypted ? '.enc' : ''}`;
}

const NAME = /^vending-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz(\.enc)?$/;

/** When the archive named `name` was made, or null when `name` is not one of our archives. */
export function archiveTime(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}
