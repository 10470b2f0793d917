import { handleUploadRequest } from '@/features/media/upload-handler';

/**
 * One picture upload of the back office (admin only, same origin): the file's bytes in, the
 * stored picture's `/uploads/…` URL and size out. See handleUploadRequest for the rules.
 */
export const POST = (request: Request) => handleUploadRequest(request);
