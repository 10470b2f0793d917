/**
 * Images outside our own storage (old absolute URLs) skip the optimizer, which only knows ours.
 * Plain module (no 'use client'), so server components and the client galleries share it.
 */
export const isRemoteImage = (src: string) => /^https?:\/\//i.test(src);
