import { Field, splitFieldProps, type ControlFieldProps } from './field';
import { Textarea, type TextareaProps } from './textarea';

/** A labelled multi-line text input in one element (see InputField). */
export function TextareaField(props: ControlFieldProps<TextareaProps>) {
  const { field, control } = splitFieldProps(props);
  return <Field {...field}>{(c) => <Textarea {...c} {...control} />}</Field>;
}
