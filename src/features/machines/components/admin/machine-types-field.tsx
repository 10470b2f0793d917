'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { AdminMachineType } from '../../admin-queries';
import { MACHINE_LIMITS, machineTypeNameSchema } from '../../schemas';
import '@/lib/zod-jitless';

const sameName = (a: string, b: string) =>
  a.localeCompare(b, 'he', { sensitivity: 'accent' }) === 0 ||
  a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The machine's types: a checkbox per machine type (sent as `types[]`), and a text input where a
 * new type is typed and added with Enter (spec §2, §5: trimmed, empty ignored). A name that exists
 * already, in any letter case, is refused next to the input; a new one is checked here and saved to
 * machine_types with the machine (save-machine.ts), never before.
 */
export function MachineTypesField({
  types,
  initial,
  error,
  className,
}: {
  types: AdminMachineType[];
  /** The machine's saved types (some may no longer be in machine_types). */
  initial: string[];
  error?: string;
  className?: string;
}) {
  const t = useTranslations('backOffice.machinesAdmin');
  const v = useTranslations('backOffice.validation');
  const id = useId();
  const [added, setAdded] = useState<string[]>([]);
  const [newTypeError, setNewTypeError] = useState<string>();

  // The machine types, then the machine's own types that are not (or no longer) one of them, then
  // the ones added here that the page has not re-read yet.
  const names: string[] = [];
  for (const name of [...types.map((type) => type.name), ...initial, ...added])
    if (!names.includes(name)) names.push(name);

  function add(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter here adds a type; it must not submit the machine form.
    event.preventDefault();
    const input = event.currentTarget;
    const parsed = machineTypeNameSchema.safeParse(input.value);
    if (!parsed.success) {
      const key = parsed.error.issues[0]!.message;
      // An empty name is ignored (spec); anything else is explained.
      if (key === 'required') {
        input.value = '';
        setNewTypeError(undefined);
      } else setNewTypeError(v.has(key as 'invalid') ? v(key as 'invalid') : v('invalid'));
      return;
    }
    const name = parsed.data;
    if (names.some((existing) => sameName(existing, name))) {
      setNewTypeError(v('typeExists'));
      return;
    }
    setNewTypeError(undefined);
    // Only in the form: the type joins machine_types when the machine is saved (a cancelled
    // dialog leaves no type behind, issue 32).
    setAdded((list) => [...list, name]);
    input.value = '';
  }

  return (
    <div className={cn('grid gap-4', className)}>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="font-semibold">{t('fields.types')}</legend>
        {names.length === 0 ? (
          <p className="mt-1.5 text-ink-soft">{t('fields.noTypes')}</p>
        ) : (
          <div className="mt-1.5 flex flex-wrap gap-x-8">
            {names.map((name, i) => (
              <Checkbox
                key={name}
                id={`${id}-type-${i}`}
                name="types[]"
                value={name}
                label={name}
                defaultChecked={initial.includes(name) || added.includes(name)}
              />
            ))}
          </div>
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-closed">
            {error}
          </p>
        )}
      </fieldset>
      <Field label={t('fields.newType')} description={t('fields.newTypeHint')} error={newTypeError}>
        {(c) => (
          <Input
            {...c}
            // No name: the machine form does not send it; Enter adds it to the checkboxes above.
            maxLength={MACHINE_LIMITS.typeName + 20}
            autoComplete="off"
            enterKeyHint="done"
            onKeyDown={add}
            onChange={() => newTypeError && setNewTypeError(undefined)}
          />
        )}
      </Field>
      {/* Screen readers hear why Enter did not add the type. */}
      <p role="status" className="sr-only">
        {newTypeError ?? ''}
      </p>
    </div>
  );
}
