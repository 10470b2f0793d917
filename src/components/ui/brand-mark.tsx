/** The brand's mark: a pizza slice in a rounded tile (decorative; the link around it is named). */
export function BrandMark() {
  return (
    <svg viewBox="0 0 40 40" className="size-10" aria-hidden="true">
      <rect width="40" height="40" rx="10" fill="#c62828" />
      <path d="M9 12c7-4 15-4 22 0L20 33 9 12Z" fill="#ffb74d" />
      <path d="M9 12c7-4 15-4 22 0l-1.6 3.1c-6-3-12.8-3-18.8 0L9 12Z" fill="#f57c00" />
      <circle cx="17" cy="19" r="2.2" fill="#c62828" />
      <circle cx="23.5" cy="21" r="2" fill="#c62828" />
      <circle cx="19.5" cy="26" r="1.7" fill="#c62828" />
    </svg>
  );
}
