// The only Link, redirect and router to import in app code: they add /en where needed. The Link
// prefetches on the visitor's intent, not on sight (intent-link.tsx).
export {
  getPathname,
  permanentRedirect,
  redirect,
  usePathname,
  useRouter,
} from './localized-navigation';
export { Link } from './intent-link';
