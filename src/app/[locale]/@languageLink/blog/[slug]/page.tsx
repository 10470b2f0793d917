import { detailLanguageLink } from '@/components/layout/language-link';
import { postHead } from '@/features/blog/metadata';

export default detailLanguageLink(postHead, '/our-blogs');
