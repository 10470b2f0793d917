import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// The only Link, redirect and router to import in app code: they add /en where needed.
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);
