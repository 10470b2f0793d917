'use client';

/**
 * CONTRACT STUB — the uploads agent replaces the body; the props and exports stay as they are.
 *
 * The pictures of a machine, product, rental or post in a form: the ordered list of image URLs
 * (the first is the main picture), with upload (several files at once, each with its own
 * progress and result), remove, move earlier/later and "make main". The form receives the list
 * as hidden inputs `${name}[]` in order (the admin action wrapper turns them into an array).
 */
export type UploadFolder = 'machines' | 'products' | 'blog';

export type ImageListFieldProps = {
  /** Form field name: one hidden input `${name}[]` per image URL, in display order. */
  name: string;
  /** Where uploads go: machines → machine-images/, products → machine-images/products/, blog → blog-images/. */
  folder: UploadFolder;
  /** The URLs the form starts with (edit: the saved list; new: []). */
  defaultValue: readonly string[];
  /** The fieldset's legend. */
  label: string;
  /** Called with true while any upload runs and false when all have settled (forms disable Save). */
  onBusyChange?: (busy: boolean) => void;
  /** After a batch of uploads settles: how many files were stored and how many were refused. */
  onUploadsSettled?: (result: { uploaded: number; failed: number }) => void;
};

export function ImageListField({ name, defaultValue, label }: ImageListFieldProps) {
  return (
    <fieldset>
      <legend>{label}</legend>
      {defaultValue.map((url) => (
        <input key={url} type="hidden" name={`${name}[]`} value={url} />
      ))}
    </fieldset>
  );
}
