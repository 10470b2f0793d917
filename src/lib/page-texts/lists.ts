import 'server-only';
import { getMessages } from 'next-intl/server';
import { listItems, valueAt } from '@/config/page-texts';

/**
 * An editable list of the page being rendered (the FAQ, a package's features), in order: the
 * stored one when the company saved one, else the message file's. Read from the request's merged
 * messages; `t.raw()` is not available, since the app's messages are precompiled.
 */
export async function pageTextList<Item>(path: string): Promise<Item[]> {
  return listItems(valueAt(await getMessages(), path)) as Item[];
}

/** An optional text of the page being rendered (e.g. a package's price): undefined when empty. */
export async function optionalPageText(path: string): Promise<string | undefined> {
  const value = valueAt(await getMessages(), path);
  return typeof value === 'string' && value.trim() ? value : undefined;
}
