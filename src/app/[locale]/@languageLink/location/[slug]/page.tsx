import { detailLanguageLink } from '@/components/layout/language-link';
import { locationHead } from '@/features/machines/metadata';

export default detailLanguageLink(locationHead, '/locations');
