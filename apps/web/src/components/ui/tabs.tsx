import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

/** The tab bar; its layout (a grid of equal tabs, a wrapping row) is the caller's `className`. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('mb-6 gap-1 rounded-md bg-paper-muted p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'h-9 rounded text-sm font-medium text-muted transition-colors',
        'data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
