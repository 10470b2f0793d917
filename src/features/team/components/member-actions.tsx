'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button, buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { Role } from '@/db/schema';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import {
  changeMemberRole,
  deactivateMember,
  reactivateMember,
  revokeMemberSessions,
} from '../admin-actions';
import { ACCOUNT_ROLES } from '../schemas';
import { isolated } from '@/lib/text';

/** What the controls need of an account (plain values: this is a client component). */
export type MemberControls = {
  id: string;
  /** The name, or the address when the account has none. */
  label: string;
  role: Role;
  deactivated: boolean;
};

/**
 * An account's controls on the users screen: its role (a choice and a save button), sign every
 * browser out, and deactivate (asks first) or reactivate. Each control is named after the
 * account. The server refuses what would leave no active administrator, with its reason.
 */
export function MemberActions({ member }: { member: MemberControls }) {
  const t = useTranslations('backOffice.users');
  const id = useId();
  const { run, pending } = useAdminAction();
  const [role, setRole] = useState<Role>(member.role);
  const name = member.label;

  async function saveRole(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await run(
      changeMemberRole,
      { userId: member.id, role },
      { success: role === member.role ? t('role.unchanged') : t('role.saved') },
    );
    // Refused (the last administrator): the choice goes back to the stored role.
    if (!result.ok) setRole(member.role);
  }

  return (
    <div className="grid gap-3">
      <form onSubmit={saveRole} className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-role`} className="sr-only">
          {t('role.label', { name })}
        </label>
        <Select
          id={`${id}-role`}
          name="role"
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as Role)}
          className="min-w-44"
        >
          {ACCOUNT_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </Select>
        <Button
          type="submit"
          variant="secondary"
          disabled={pending || role === member.role}
          aria-label={t('role.saveFor', { name })}
        >
          {t('role.save')}
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <AlertDialog
          trigger={
            <button
              type="button"
              disabled={pending}
              className={buttonClass('ghost')}
              aria-label={t('revoke.buttonFor', { name })}
            >
              {t('revoke.button')}
            </button>
          }
          title={t('revoke.title', { name: isolated(name) })}
          description={t('revoke.text')}
          cancelLabel={t('keep')}
          confirmLabel={t('revoke.confirm')}
          pendingLabel={t('working')}
          onConfirm={async () =>
            (
              await run(
                revokeMemberSessions,
                { userId: member.id },
                { success: (done) => t('revoke.done', { count: done.count }) },
              )
            ).ok
          }
        />
        {member.deactivated ? (
          <Button
            variant="secondary"
            disabled={pending}
            aria-label={t('reactivate.buttonFor', { name })}
            onClick={() =>
              run(reactivateMember, { userId: member.id }, { success: t('reactivate.done') })
            }
          >
            {t('reactivate.button')}
          </Button>
        ) : (
          <AlertDialog
            trigger={
              <button
                type="button"
                disabled={pending}
                className={buttonClass('ghost', 'text-closed')}
                aria-label={t('deactivate.buttonFor', { name })}
              >
                {t('deactivate.button')}
              </button>
            }
            title={t('deactivate.title', { name: isolated(name) })}
            description={t('deactivate.text')}
            cancelLabel={t('keep')}
            confirmLabel={t('deactivate.confirm')}
            pendingLabel={t('working')}
            onConfirm={async () =>
              (
                await run(
                  deactivateMember,
                  { userId: member.id },
                  { success: t('deactivate.done') },
                )
              ).ok
            }
          />
        )}
      </div>
    </div>
  );
}
