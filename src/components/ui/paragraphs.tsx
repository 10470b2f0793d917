import { cn } from './cn';

/** Text kept as lines (a product's or rental's description) shown as large grey paragraphs. */
export function Paragraphs({ lines, className }: { lines: string[]; className?: string }) {
  return (
    <div className={cn('grid gap-4 text-lg text-ink-soft', className)}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
