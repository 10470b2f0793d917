import { readFileSync } from 'node:fs';
import path from 'node:path';
// Imported, not read from disk by default: the backup runs in the compiled server too, where no
// project folder is known (src/config/project-root.ts needs the sources' own location).
import committed from '@/db/migrations/meta/_journal.json';

export type JournalEntry = { idx: number; when: number; tag: string };

/**
 * The migrations drizzle-kit's journal lists, oldest first: the committed ones, or those of
 * another migrations `folder` (tests).
 */
export function readJournal(folder?: string): JournalEntry[] {
  const journal = folder
    ? (JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
        entries: JournalEntry[];
      })
    : committed;
  return journal.entries;
}
