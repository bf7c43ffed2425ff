import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { SiteText, useSite } from '../../site';

/** One accordion across all categories, so only one answer is open on the page at a time. */
export function FaqAccordion() {
  const faq = useSite()?.home.faq;
  if (!faq) return null;
  return (
    <Accordion type="single" collapsible className="mx-auto max-w-3xl space-y-10">
      {faq.categories.map((category) => (
        <div key={category.id}>
          <SiteText as="h3" value={category.title} className="text-2xl font-semibold" />
          <div className="mt-2">
            {category.items.map((item) => (
              <AccordionItem key={item.id} value={`${category.id}.${item.id}`}>
                <AccordionTrigger headingLevel="h4">
                  <SiteText value={item.question} />
                </AccordionTrigger>
                <AccordionContent>
                  <SiteText value={item.answer} />
                </AccordionContent>
              </AccordionItem>
            ))}
          </div>
        </div>
      ))}
    </Accordion>
  );
}
