import { useId, type ReactNode } from 'react';
import { Label } from './label';

/** What a Field hands its control: spread it onto Input, Textarea or Select. */
export type FieldControlProps = {
  id: string;
  invalid: boolean;
  'aria-describedby'?: string;
};

/** What every field shows around its control. */
export type FieldProps = {
  label: ReactNode;
  /** Small text inside the label, e.g. "(required)". */
  labelHint?: ReactNode;
  /** A hint under the control, e.g. "At least 6 characters". */
  description?: ReactNode;
  /** Why the value was refused, in the page's language; nothing when it is fine. */
  error?: ReactNode;
  /** The control's id (the label points at it); a generated one when not given. */
  id?: string;
  /** Classes of the wrapper (grid placement, spacing). */
  className?: string;
};

/**
 * A labelled form control with an optional hint and error message below it. The error marks the
 * control invalid (aria-invalid, red border) and, like the hint, is tied to it with
 * aria-describedby, so a screen reader reads both when the control gets focus.
 *
 *   <Field label={t('email')} error={errors.email}>
 *     {(control) => <Input {...control} name="email" type="email" />}
 *   </Field>
 */
export function Field({
  label,
  labelHint,
  description,
  error,
  id: givenId,
  className,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {labelHint && (
          <>
            {' '}
            <span className="ms-1 text-sm font-normal text-ink-soft">{labelHint}</span>
          </>
        )}
      </Label>
      <div className="mt-1.5">
        {children({ id, invalid: Boolean(error), 'aria-describedby': describedBy })}
      </div>
      {description && (
        <p id={descriptionId} className="mt-1.5 text-sm text-ink-soft">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-closed">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The props of a field with its control built in (InputField, TextareaField, SelectField): the
 * field's own (label, hint, error, wrapper class), and the rest for the control. The control's
 * classes go in `controlClassName`, since `className` places the whole field.
 */
export type ControlFieldProps<P> = FieldProps &
  Omit<P, 'id' | 'className' | 'invalid'> & { controlClassName?: string };

/** Parts a ControlFieldProps into the Field's props and the control's. */
export function splitFieldProps<P>({
  label,
  labelHint,
  description,
  error,
  id,
  className,
  controlClassName,
  ...control
}: ControlFieldProps<P>) {
  return {
    field: { label, labelHint, description, error, id, className },
    control: { ...control, className: controlClassName },
  };
}
