import { ACCESS_STATUS_META, type AccessStatus } from '../access-status';

/**
 * Marks a refusal or not-found screen with the HTTP status its answer gets (401 / 403 / 404):
 * React hoists the tag into <head>, where the server in front reads it
 * (src/features/auth/access-status.ts). Render it outside any Suspense boundary, next to the
 * screen it marks.
 */
export function AccessStatusMeta({ status }: { status: AccessStatus }) {
  return <meta name={ACCESS_STATUS_META} content={String(status)} />;
}
