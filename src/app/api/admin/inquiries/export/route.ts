import { getDb } from '@/db';
import { refuseAdminGet } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { inboxCsvStream } from '@/features/contact/inbox-csv';
import { parseInboxFilters } from '@/features/contact/inbox-filters';
import { toLocalDate } from '@/lib/site-time';

/**
 * `GET /api/admin/inquiries/export?q=…&status=…` (inboxExportPath): the inbox's view as a CSV
 * file, every matching row (up to 50,000), newest first. Admin only, from our own pages or a
 * typed/bookmarked address (refuseAdminGet). It holds visitors' personal data: never cached.
 * Streamed (inboxCsvStream): rows are read and sent a batch at a time, so memory stays flat
 * whatever the export's size. The first batch is read before answering, so a database that
 * fails at once still gives an error response rather than a cut-off file.
 */
export async function GET(request: Request): Promise<Response> {
  const refused = await refuseAdminGet(request, { navigation: true, roles: ROLES_FOR.leads });
  if (refused) return refused;
  const now = new Date();
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const pieces = inboxCsvStream(getDb(), filters, now);
  const encoder = new TextEncoder();
  // The header, then the first batch: both read before the response starts.
  const first = [await pieces.next(), await pieces.next()]
    .filter((piece) => !piece.done)
    .map((piece) => piece.value as string)
    .join('');
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
    },
    async pull(controller) {
      const piece = await pieces.next();
      if (piece.done) controller.close();
      else controller.enqueue(encoder.encode(piece.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inquiries-${toLocalDate(now)}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
