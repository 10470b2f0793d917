'use client';

import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentType } from 'react';
import { cn } from './cn';

/**
 * Tabs (Radix): arrow keys move between tabs, in the reading direction of the page (pass `dir`,
 * or sit under a Radix Direction provider as the back office does).
 *
 *   <Tabs defaultValue="he">
 *     <TabsList aria-label={t('languages')}><TabsTrigger value="he">עברית</TabsTrigger>…</TabsList>
 *     <TabsContent value="he">…</TabsContent>
 *   </Tabs>
 */
export const Tabs = RadixTabs.Root;

/** A Radix tabs part with the site's look: `base` classes first, a caller's className after. */
function styled<Props extends { className?: string }>(Part: ComponentType<Props>, base: string) {
  return function StyledPart({ className, ...props }: Props) {
    return <Part {...(props as Props)} className={cn(base, className)} />;
  };
}

export const TabsList = styled(
  RadixTabs.List,
  'inline-flex flex-wrap gap-1 rounded-full bg-cream p-1 ring-1 ring-line',
);

export const TabsTrigger = styled(
  RadixTabs.Trigger,
  'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-ink-soft transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow',
);

export const TabsContent = styled(RadixTabs.Content, 'mt-6');
