import 'server-only';

export type AdminWrite = { action: string; adminId: string };

/**
 * Where every admin write is recorded after it succeeded (called by adminAction). For now one
 * log line — who did what, never the data; the audit-log issue stores these rows in the database.
 */
export async function recordAdminWrite({ action, adminId }: AdminWrite): Promise<void> {
  console.info(`[admin] ${action} by ${adminId}`);
}
