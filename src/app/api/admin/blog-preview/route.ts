import { handlePreviewRequest } from '@/features/blog/preview-handler';

/** The blog form's live preview: the body rendered as the public page does. Admin only. */
export const POST = (request: Request) => handlePreviewRequest(request);
