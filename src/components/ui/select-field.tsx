import { Field, splitFieldProps, type ControlFieldProps } from './field';
import { Select, type SelectProps } from './select';

/** A labelled native select in one element; its options are the children (see InputField). */
export function SelectField(props: ControlFieldProps<SelectProps>) {
  const { field, control } = splitFieldProps(props);
  return <Field {...field}>{(c) => <Select {...c} {...control} />}</Field>;
}
