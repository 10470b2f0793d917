'use client';

import { Trash2 } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button, buttonClass } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import { deleteMachineType, mergeMachineType, renameMachineType } from '../admin-actions';
import type { MachineTypeUsage } from '../admin-queries';
import { MACHINE_TYPE_NAME_MAX } from '../schemas';
import { isolated } from '@/lib/text';

/**
 * One machine type on the types page: its name and how many machines use it; rename (a form),
 * merge into another type (a choice and one confirmation) and delete — refused, with the reason
 * beside the disabled button, while a machine uses it. Each control is named after the type.
 */
export function MachineTypeRow({
  type,
  others,
}: {
  type: MachineTypeUsage;
  /** The other types (merge targets). */
  others: MachineTypeUsage[];
}) {
  const t = useTranslations('backOffice.machinesAdmin.typesPage');
  const id = useId();
  const { run, pending } = useAdminAction();
  const [renameError, setRenameError] = useState<string>();
  const [into, setInto] = useState('');
  const used = type.machines > 0;

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const result = await run(
      renameMachineType,
      { id: type.id, name },
      { success: t('renamed'), failure: t('renameFailed') },
    );
    setRenameError(result.ok ? undefined : (result.fieldErrors.name ?? result.message));
  }

  const target = others.find((other) => other.id === into);
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="grid gap-4 p-5"
      data-machine-type={type.name}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-name`} className="text-xl">
          {type.name}
        </h2>
        <span className="text-ink-soft" data-testid="type-usage">
          {t('usage', { count: type.machines })}
        </span>
      </div>

      <form
        onSubmit={rename}
        aria-label={t('renameLabel', { name: type.name })}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
      >
        <InputField
          label={t('newName')}
          name="name"
          defaultValue={type.name}
          maxLength={MACHINE_TYPE_NAME_MAX + 20}
          autoComplete="off"
          error={renameError}
          required
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={pending}
          className="sm:mb-0.5"
          aria-label={`${t('rename')}: ${type.name}`}
        >
          {t('rename')}
        </Button>
      </form>

      {others.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <SelectField
            label={t('mergeInto')}
            value={into}
            onChange={(event) => setInto(event.currentTarget.value)}
            aria-label={`${t('mergeInto')}: ${type.name}`}
          >
            <option value="">—</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </SelectField>
          <AlertDialog
            trigger={
              <button
                type="button"
                disabled={!target || pending}
                className={buttonClass('secondary', 'sm:mb-0.5')}
                aria-label={`${t('merge')}: ${type.name}`}
              >
                {t('merge')}
              </button>
            }
            title={t('mergeTitle', { name: isolated(type.name) })}
            description={t('mergeText', { name: isolated(type.name) })}
            cancelLabel={t('cancel')}
            confirmLabel={t('mergeConfirm')}
            pendingLabel={t('working')}
            onConfirm={async () => {
              if (!target) return false;
              const { ok } = await run(
                mergeMachineType,
                { id: type.id, into: target.id },
                { success: t('merged'), failure: t('mergeFailed') },
              );
              return ok;
            }}
          />
        </div>
      )}

      <div className="flex flex-wrap items-center gap-3">
        {used ? (
          <>
            <button
              type="button"
              disabled
              aria-describedby={`${id}-in-use`}
              className={buttonClass('ghost', 'text-closed opacity-60')}
              aria-label={`${t('delete')}: ${type.name}`}
            >
              <Trash2 aria-hidden="true" className="size-5" />
              {t('delete')}
            </button>
            <p id={`${id}-in-use`} className="text-sm text-ink-soft">
              {t('deleteInUse', { name: isolated(type.name), count: type.machines })}
            </p>
          </>
        ) : (
          <AlertDialog
            trigger={
              <button
                type="button"
                className={buttonClass('ghost', 'text-closed')}
                aria-label={`${t('delete')}: ${type.name}`}
              >
                <Trash2 aria-hidden="true" className="size-5" />
                {t('delete')}
              </button>
            }
            title={t('deleteTitle')}
            description={t('deleteText', { name: isolated(type.name) })}
            cancelLabel={t('cancel')}
            confirmLabel={t('deleteConfirm')}
            pendingLabel={t('working')}
            onConfirm={async () => {
              const { ok } = await run(
                deleteMachineType,
                { id: type.id },
                { success: t('deleted'), failure: t('deleteFailed') },
              );
              if (ok) setTimeout(() => document.getElementById('main-content')?.focus(), 0);
              return ok;
            }}
          />
        )}
      </div>
    </article>
  );
}
