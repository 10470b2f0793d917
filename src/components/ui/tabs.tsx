'use client';

import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
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

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn(
        'inline-flex flex-wrap gap-1 rounded-full bg-cream p-1 ring-1 ring-line',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-ink-soft transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-6', className)} {...props} />;
}
