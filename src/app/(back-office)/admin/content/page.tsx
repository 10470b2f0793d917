import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { adminScreen } from '@/features/auth/components/admin-screen';
import { PageTextsIndex } from '@/features/page-texts/components/admin/page-texts-index';

export const generateMetadata = adminPageMetadata('content');

/** /admin/content — admin only: the fixed pages whose texts the company edits (issue 34). */
export default adminScreen('content', PageTextsIndex);
