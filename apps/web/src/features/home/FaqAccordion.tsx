import { faqCategories } from '@lexbridge/shared/firm/faq';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/ui/accordion';

/** One accordion across all categories, so only one answer is open on the page at a time. */
export function FaqAccordion() {
  return (
    <Accordion type="single" collapsible className="mx-auto max-w-3xl space-y-10">
      {faqCategories.map((category) => (
        <div key={category.title}>
          <h3 className="text-2xl font-semibold">{category.title}</h3>
          <div className="mt-2">
            {category.items.map((item) => (
              <AccordionItem key={item.question} value={item.question}>
                <AccordionTrigger headingLevel="h4">{item.question}</AccordionTrigger>
                <AccordionContent>{item.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </div>
        </div>
      ))}
    </Accordion>
  );
}
