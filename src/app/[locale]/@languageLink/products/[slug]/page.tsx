import { detailLanguageLink } from '@/components/layout/language-link';
import { productHead } from '@/features/products/metadata';

export default detailLanguageLink(productHead, '/products');
