'use client';

import { type ComponentProps, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';
import { Link as LocaleLink, useRouter } from './localized-navigation';

type Props = ComponentProps<typeof LocaleLink>;

/**
 * The site's Link: next-intl's (it adds /en where needed), prefetching the page when the visitor
 * reaches for the link — pointer over it, a finger on it, focus — instead of whenever it scrolls
 * into view. A phone otherwise downloads, on every visit, the code and data of every page linked
 * above the fold (the logo's home page, the breadcrumb's list: 22 KB of script on a product page,
 * issue 38) for pages most visitors never open. The head start of a touch or hover is enough for
 * a prerendered page. `prefetch` given explicitly (true or false) is obeyed as Next documents it.
 */
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const onIntent = prefetch === undefined && typeof props.href === 'string';
  const prefetchNow = () => {
    if (onIntent) router.prefetch(props.href as string, { locale: props.locale });
  };
  return (
    <LocaleLink
      {...props}
      prefetch={onIntent ? false : prefetch}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onFocus?.(event);
      }}
    />
  );
}
