'use client';

import { useState } from 'react';
import { useAdminAction } from './use-admin-form';

type Run = ReturnType<typeof useAdminAction>['run'];

/**
 * The value of a control that saves the moment it changes (the inbox's status select, a row's
 * "shown on the site" switch) through `action`. `change(next)` shows `next` at once, runs the
 * action with what `request(next)` says (its input and toast texts), and goes back to the value
 * before when the save is refused; when the page re-renders with a newer value from the server,
 * that value wins.
 */
export function useSavedValue<T>(
  server: T,
  action: Parameters<Run>[0],
  request: (next: T) => { input: Parameters<Run>[1]; texts: Parameters<Run>[2] },
) {
  const { run, pending } = useAdminAction();
  const [value, setValue] = useState(server);
  const [source, setSource] = useState(server);
  if (server !== source) {
    setSource(server);
    setValue(server);
  }

  async function change(next: T) {
    const before = value;
    setValue(next);
    const { input, texts } = request(next);
    const result = await run(action, input, texts);
    if (!result.ok) setValue(before);
  }

  return { value, change, pending };
}
