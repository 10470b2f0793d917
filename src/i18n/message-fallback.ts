/** A translation that is missing shows its key (spec), e.g. "nav.home". */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}
