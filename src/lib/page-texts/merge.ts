import { fileValue, PAGE_TEXT_FIELDS } from '@/config/page-texts';
import { storedValue } from './stored';

type Messages = Record<string, unknown>;

/**
 * The messages of one language with the stored page texts in place of the files' texts. Only the
 * objects on the way to a changed text are copied (the rest is shared with the imported file, which
 * is never changed). A path whose parent is missing from the file is skipped.
 *
 * A stored text goes in as typed: inside the app the message files are precompiled (next.config.ts,
 * icu-minify), where a string is a literal the formatter never parses, so "{", "<" and apostrophes
 * show as typed and nothing typed can become an argument or a tag. A stored list (an array) is read
 * by `pageTextList`, never by `t()`.
 */
export function withPageTexts<M extends Messages>(messages: M, stored: Record<string, unknown>): M {
  const root: Messages = { ...messages };
  const copied = new Set<object>([root]);
  for (const path of PAGE_TEXT_FIELDS.keys()) {
    const value = storedValue(stored, path);
    if (value === undefined) continue;
    const steps = path.split('.');
    const last = steps.pop()!;
    let node: Messages | undefined = root;
    for (const step of steps) {
      const child: unknown = node[step];
      if (child === null || typeof child !== 'object' || Array.isArray(child)) {
        node = undefined;
        break;
      }
      let copy = child as Messages;
      if (!copied.has(copy)) {
        copy = { ...copy };
        copied.add(copy);
        node[step] = copy;
      }
      node = copy;
    }
    if (node) node[last] = value;
  }
  return root as M;
}

/**
 * A language's current texts of the editable fields, as typed (the admin form's values): the
 * stored value, else the file's. The files' editable texts are plain (a test keeps them so): what
 * the file holds is what shows.
 */
export function currentPageTexts(
  messages: Messages,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    [...PAGE_TEXT_FIELDS].map(([path, field]) => [
      path,
      storedValue(stored, path) ?? fileValue(messages, field),
    ]),
  );
}
