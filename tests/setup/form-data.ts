/** Fields of a form as a test writes them: a list becomes `name[]` rows, undefined is left out. */
export type FormFields = Record<string, string | string[] | undefined>;

/** The FormData a back-office form sends for these fields (what adminAction receives). */
export function formData(fields: FormFields): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) data.append(`${key}[]`, item);
    else data.append(key, value);
  }
  return data;
}
