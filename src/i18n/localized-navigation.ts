import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// next-intl's navigation for our locales. App code imports ./navigation instead (its Link).
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);
