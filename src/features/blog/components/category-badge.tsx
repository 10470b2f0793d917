/** A post's category as a pill (the label is for screen readers). */
export function CategoryBadge({
  category,
  label,
  className = '',
}: {
  category: string;
  label: string;
  className?: string;
}) {
  if (!category) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-brand-warm-light px-3 py-1 text-sm font-bold text-ink ${className}`}
    >
      <span className="sr-only">{label}: </span>
      <span>{category}</span>
    </span>
  );
}
