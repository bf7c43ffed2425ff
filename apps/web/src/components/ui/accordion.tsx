import type { ComponentProps } from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-border', className)} {...props} />;
}

type TriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Heading level of the trigger's wrapper, to fit the page outline. */
  headingLevel?: 'h3' | 'h4';
};

export function AccordionTrigger({
  className,
  children,
  headingLevel = 'h3',
  ...props
}: TriggerProps) {
  const Heading = headingLevel;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="font-sans text-base">
        <AccordionPrimitive.Trigger
          className={cn(
            'group flex w-full items-center justify-between gap-4 rounded py-4 text-left font-medium text-navy-900 hover:underline',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="text-muted" {...props}>
      <div className={cn('pb-4 leading-relaxed', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
