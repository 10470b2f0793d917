import { Field, splitFieldProps, type ControlFieldProps } from './field';
import { Input, type InputProps } from './input';

/**
 * The usual Field, a labelled text input, in one element (its own file, so that a form of
 * inputs alone does not load the select):
 *
 *   <InputField label={t('email')} error={errors.email} name="email" type="email" />
 */
export function InputField(props: ControlFieldProps<InputProps>) {
  const { field, control } = splitFieldProps(props);
  return <Field {...field}>{(c) => <Input {...c} {...control} />}</Field>;
}
