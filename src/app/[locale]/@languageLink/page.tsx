import { LanguageLink } from '@/components/layout/language-link';

/** The home page's twin is the other language's home. */
export default function HomeLanguageLink() {
  return <LanguageLink />;
}
