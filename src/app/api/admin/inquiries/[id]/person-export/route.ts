import { personExportResponse } from '@/features/contact/person-export';

/**
 * `GET /api/admin/inquiries/<id>/person-export` (personExportPath): every inquiry of the person
 * who sent inquiry <id> (the same e-mail or phone), with its notes, as a JSON download. Admin
 * only; audited; never cached (src/features/contact/person-export.ts).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  return personExportResponse(request, (await params).id);
}
