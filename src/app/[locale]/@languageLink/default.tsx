import { LanguageLink } from '@/components/layout/language-link';

/**
 * Every page the slot has no page of its own for (the fixed pages, the not-found page): its twin
 * is the same path in the other language. (No catch-all page in the slot: its unknown parameter
 * would make every fixed page's path request data, which a prerendered page may not read.)
 */
export default function DefaultLanguageLink() {
  return <LanguageLink />;
}
