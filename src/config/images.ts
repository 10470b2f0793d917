/** Site pictures that stand in for content ones (public/images, drawn by tools/illustrations). */

/** Shown when something has no picture, or its picture fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.webp';

/** Shown instead of the photos of a machine that is closed or not open yet. */
export const COMING_SOON_IMAGE = '/images/coming-soon.webp';

/** The picture shared on social networks when a page has none of its own. */
export const DEFAULT_SHARE_IMAGE = '/images/og-default.webp';

/**
 * Whether a picture lives outside the site (an absolute URL, e.g. an older upload): the image
 * optimizer only serves ours, so such pictures are shown as they are.
 */
export const isRemoteImage = (src: string) => /^https?:\/\//i.test(src);
