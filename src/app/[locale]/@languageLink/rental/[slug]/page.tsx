import { detailLanguageLink } from '@/components/layout/language-link';
import { rentalHead } from '@/features/rentals/metadata';

export default detailLanguageLink(rentalHead, '/machine-rental');
