/**
 * The brand mark of the back office, linking to the public site. (The public site's Logo uses the
 * locale-aware Link, which needs the public layout's i18n provider; the back office has none.)
 */
export function BackOfficeBrand({ name, homeLabel }: { name: string; homeLabel: string }) {
  return (
    // A plain link: the public site is another root layout, so this is a full page load anyway.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a
      href="/"
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg"
      aria-label={`${name} – ${homeLabel}`}
    >
      <svg viewBox="0 0 40 40" className="size-10" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#c62828" />
        <path d="M9 12c7-4 15-4 22 0L20 33 9 12Z" fill="#ffb74d" />
        <path d="M9 12c7-4 15-4 22 0l-1.6 3.1c-6-3-12.8-3-18.8 0L9 12Z" fill="#f57c00" />
        <circle cx="17" cy="19" r="2.2" fill="#c62828" />
        <circle cx="23.5" cy="21" r="2" fill="#c62828" />
        <circle cx="19.5" cy="26" r="1.7" fill="#c62828" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight">{name}</span>
    </a>
  );
}
