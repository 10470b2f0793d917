/**
 * A submitted form as a plain record, the same on both sides of an admin form (the browser's
 * check before sending and the server action's): `name[]` fields (dynamic lists such as image
 * URLs) become arrays, every other field keeps its value. Next's own
 * `$ACTION…` fields are skipped.
 */
export function formRecord(form: FormData): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    if (key.startsWith('$ACTION')) continue;
    if (key.endsWith('[]')) record[key.slice(0, -2)] = form.getAll(key);
    else record[key] = form.get(key);
  }
  return record;
}
