import { CalendarDays, UserRound } from 'lucide-react';

/** A post's published date with an icon and a label for screen readers. */
export function PostDate({
  date,
  dateTime,
  label,
}: {
  /** The formatted date shown. */
  date: string;
  /** The machine-readable date (YYYY-MM-DD). */
  dateTime: string;
  label: string;
}) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand" />
      <span className="sr-only">{label}: </span>
      <time dateTime={dateTime}>{date}</time>
    </span>
  );
}

/** A post's author with an icon and a label for screen readers. */
export function PostAuthor({ author, label }: { author: string; label: string }) {
  if (!author) return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <UserRound aria-hidden="true" className="size-4 shrink-0 text-brand" />
      <span className="sr-only">{label}: </span>
      <span>{author}</span>
    </span>
  );
}
