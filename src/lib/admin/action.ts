import 'server-only';
import { refresh, updateTag } from 'next/cache';
import { createTranslator } from 'use-intl/core';
import type { z } from 'zod';
import he from '@messages/he.json';
import { getDb, type Transaction } from '@/db';
import { formRecord } from '@/lib/form-record';
import { normalizeFields } from '@/lib/text';
import { appendAudit, type AuditActor, type AuditNote } from './audit';
import { isAuthError, isSessionUnavailable, requireRole, type Viewer } from './guard';
import { ROLES_FOR, type StaffRole } from './roles';

/**
 * THE way to write an admin server action. Every admin write goes through `adminAction`:
 *
 *   1. `requireRole(roles)` first (administrators only unless `roles` says more: ROLES_FOR in
 *      roles.ts): anonymous → `{ ok: false, status: 401 }`, signed in without one of the roles →
 *      `{ ok: false, status: 403 }` (logged, nothing runs; the forms keep what was typed and show
 *      "sign in again" / "no permission");
 *   2. the request body is capped (`maxBytes`, 256 KB unless told): 413, nothing runs;
 *   3. every text field is normalised (src/lib/text.ts: no control or bidi-override characters,
 *      line breaks only in the `multiline` fields, NFC), then the zod `schema` validates it;
 *   4. the handler writes through `write(run, note)`: `run(tx)` in one database transaction, and
 *      in that same transaction the audit-log row (who, the action's name, which row, the note's
 *      summary: src/lib/admin/audit.ts). A `run` that returns an ActionRefusal rolls back and
 *      records nothing. Slow reads (fetching pages) go before `write`, cleanup of files after it;
 *   5. then every cache tag in `tags` is updated (fresh on the next request), the admin's page is
 *      re-rendered in the same response (dashboards read their lists on the server, so they show
 *      the change without a reload; `refresh()` when no tag was touched);
 *   6. the form gets a typed result (`useActionState`): `{ ok: true, data }`, or `{ ok: false,
 *      message, fieldErrors }` with Hebrew texts for the page and for each refused field.
 *
 * In a feature's `admin-actions.ts` ('use server'), for example (products and rentals take their
 * options and write bodies from the catalogue kit, src/features/catalogue):
 *
 *   export const setProductActive = adminAction(
 *     { name: 'products.setActive', roles: ROLES_FOR.content, schema: activeSchema,
 *       tags: ({ id }) => [`products:${id}`] },
 *     ({ id, is_active }, { write }) =>
 *       write(
 *         async (tx) => (await tx.update(products).set({ isActive: is_active })
 *           .where(eq(products.id, id)).returning())[0] ?? new ActionRefusal('notFound'),
 *         (row) => ({ entity: 'product', entityId: row.id, summary: auditSummary.changed(…) }),
 *       ),
 *   );
 *
 * Schemas put message keys of `backOffice.validation` in their issues (`z.string().min(1,
 * 'required')`); anything else reads as "invalid value". Admin *reads* are not actions: they are
 * `server-only` functions in `admin-queries.ts` that call `requireRole(…)` themselves.
 */

export type FieldErrors = Record<string, string>;

/** A save refused because the row changed since the form was opened (src/lib/admin/version.ts). */
export type EditConflict = {
  /** The fields (Hebrew names) whose stored values differ from what the form sent. */
  changed: string[];
};

export type ActionResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      message: string;
      fieldErrors: FieldErrors;
      status?: 401 | 403 | 413;
      conflict?: EditConflict;
    };

/** What a handler returns to refuse with its own reason (e.g. "this slug is taken"). */
export class ActionRefusal {
  constructor(
    /** A key of `backOffice.actions`, or of `backOffice.validation` when `field` is given. */
    readonly key: string,
    readonly field?: string,
    /** For "stale": what differs (see version.ts). */
    readonly conflict?: EditConflict,
  ) {}
}

export type AdminActionOptions<S extends z.ZodType> = {
  /** "feature.verb", for the logs and the audit record. */
  name: string;
  /** Who may call it (ROLES_FOR in roles.ts); administrators only when not given. */
  roles?: readonly StaffRole[];
  schema: S;
  /** Fields that may hold line breaks (text areas); every other text is a single line. */
  multiline?: readonly string[];
  /** Cache tags the write touches, or a function of the input and the handler's result. */
  tags?: readonly string[] | ((input: z.output<S>, data: unknown) => readonly string[]);
  /** The largest request body accepted, in bytes. */
  maxBytes?: number;
};

export const DEFAULT_MAX_BYTES = 256 * 1024;

/**
 * Runs an admin's change in one transaction and appends its audit row in the same transaction.
 * `note` describes the committed result (which row, what changed).
 */
export type AdminWrite = <R>(
  /** `actor`: the acting admin (e.g. for redirects.created_by), the same as the audit row's. */
  run: (tx: Transaction, actor: AuditActor) => Promise<R | ActionRefusal>,
  note: (result: R) => AuditNote,
) => Promise<R | ActionRefusal>;

export type AdminActionContext = { admin: Viewer; write: AdminWrite };

/** Thrown inside a write's transaction to roll it back when `run` refuses. */
class Refused extends Error {
  constructor(readonly refusal: ActionRefusal) {
    super('refused');
  }
}

function writerFor(admin: Viewer, action: string): AdminWrite {
  const actor: AuditActor = { id: admin.user.id, email: admin.user.email };
  return async (run, note) => {
    try {
      return await getDb().transaction(async (tx) => {
        const result = await run(tx, actor);
        if (result instanceof ActionRefusal) throw new Refused(result);
        await appendAudit(tx, actor, action, note(result));
        return result;
      });
    } catch (error) {
      if (error instanceof Refused) return error.refusal;
      throw error;
    }
  };
}

/** Marks the functions adminAction made, so the authorization test can find every one. */
const ADMIN_ACTION = Symbol.for('vending.adminAction');

export const isAdminAction = (value: unknown): boolean =>
  typeof value === 'function' && ADMIN_ACTION in value;

type Input = FormData | Record<string, unknown>;

/** A caller (any browser can call an action) may send anything: only a form or a record counts. */
const asInput = (input: unknown): Input =>
  input instanceof FormData ||
  (input !== null && typeof input === 'object' && !Array.isArray(input))
    ? (input as Input)
    : {};

export function adminAction<S extends z.ZodType, T>(
  options: AdminActionOptions<S>,
  handler: (input: z.output<S>, context: AdminActionContext) => Promise<T | ActionRefusal>,
): (previous: unknown, input: Input) => Promise<ActionResult<T>> {
  const action = async (_previous: unknown, given: Input): Promise<ActionResult<T>> => {
    const input = asInput(given);
    let admin: Viewer;
    try {
      admin = await requireRole(options.roles ?? ROLES_FOR.administration);
    } catch (error) {
      if (isSessionUnavailable(error)) {
        return { ok: false, message: text.action('unavailable'), fieldErrors: {} };
      }
      if (!isAuthError(error)) throw error;
      console.warn(`[admin] ${options.name} refused: ${error.status}`);
      // A result, not Next's unauthorized() / forbidden(): those re-render the admin's page as
      // the sign-in (or 401 / 403) screen in the action's response, taking an open form and what
      // was typed with it. The forms (use-admin-form.ts) read `status`: 401 keeps the dialog with
      // every value and shows the sign-in-again notice, 403 shows "no permission".
      return {
        ok: false,
        status: error.status,
        message: text.action(error.status === 401 ? 'unauthenticated' : 'forbidden'),
        fieldErrors: {},
      };
    }

    if (bodySize(input) > (options.maxBytes ?? DEFAULT_MAX_BYTES)) {
      console.warn(`[admin] ${options.name} by ${admin.user.id} refused: body too large`);
      return { ok: false, status: 413, message: text.action('tooLarge'), fieldErrors: {} };
    }

    const values = normalizeFields(
      input instanceof FormData ? formRecord(input) : input,
      options.multiline,
    );
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.') || '_';
        fieldErrors[field] ??= text.validation(issue.message);
      }
      return { ok: false, message: text.action('invalid'), fieldErrors };
    }

    let data: T | ActionRefusal;
    try {
      data = await handler(parsed.data, { admin, write: writerFor(admin, options.name) });
    } catch (error) {
      // The input is not logged: it may hold personal data.
      console.error(
        `[admin] ${options.name} by ${admin.user.id} failed:`,
        error instanceof Error ? error.message : error,
      );
      return { ok: false, message: text.action('failed'), fieldErrors: {} };
    }
    if (data instanceof ActionRefusal) {
      return data.field
        ? {
            ok: false,
            message: text.action('invalid'),
            fieldErrors: { [data.field]: text.validation(data.key) },
          }
        : {
            ok: false,
            message: text.action(data.key),
            fieldErrors: {},
            ...(data.conflict && { conflict: data.conflict }),
          };
    }

    const tags =
      typeof options.tags === 'function' ? options.tags(parsed.data, data) : options.tags;
    for (const tag of tags ?? []) updateTag(tag);
    // updateTag already has the admin's page re-rendered in this response (and tells the browser
    // its cached pages are stale); refresh() would downgrade that to "dynamic data only".
    if (!tags?.length) refresh();
    console.info(`[admin] ${options.name} by ${admin.user.id}`);
    return { ok: true, data };
  };
  Object.defineProperty(action, ADMIN_ACTION, { value: options.name });
  return action;
}

type ActionKey = keyof typeof he.backOffice.actions;
type ValidationKey = keyof typeof he.backOffice.validation;
const isActionKey = (key: string): key is ActionKey => key in he.backOffice.actions;
const isValidationKey = (key: string): key is ValidationKey => key in he.backOffice.validation;

/**
 * The back office's texts for results (it is Hebrew only); an unknown key reads as the generic
 * one. A plain translator: the same in the server, in scripts and in tests.
 */
const backOffice = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice' });
const text = {
  action: (key: string) => backOffice(`actions.${isActionKey(key) ? key : 'failed'}`),
  validation: (key: string) => backOffice(`validation.${isValidationKey(key) ? key : 'invalid'}`),
};

/** Bytes the input carries: its texts in UTF-8 plus its files. */
function bodySize(input: Input): number {
  const values = input instanceof FormData ? [...input.values()] : Object.values(input);
  const size = (value: unknown): number =>
    typeof value === 'string'
      ? Buffer.byteLength(value)
      : value instanceof Blob
        ? value.size
        : Array.isArray(value)
          ? value.reduce<number>((sum, item) => sum + size(item), 0)
          : value === null || value === undefined
            ? 0
            : Buffer.byteLength(JSON.stringify(value) ?? '');
  return values.reduce<number>((sum, value) => sum + size(value), 0);
}
