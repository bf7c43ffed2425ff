import { useTranslation } from 'react-i18next';
import { faqCategories } from '@lexbridge/shared/firm/faq';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';

type Category = (typeof faqCategories)[number];
/** `faq.<category>.<item>` for the items of each category (and no other combination). */
type ItemKey = {
  [C in Category as C['id']]: `faq.${C['id']}.${C['items'][number]}`;
}[Category['id']];

/** One accordion across all categories, so only one answer is open on the page at a time. */
export function FaqAccordion() {
  const { t } = useTranslation('home');
  return (
    <Accordion type="single" collapsible className="mx-auto max-w-3xl space-y-10">
      {faqCategories.map((category) => (
        <div key={category.id}>
          <h3 className="text-2xl font-semibold">{t(`faq.${category.id}.title`)}</h3>
          <div className="mt-2">
            {category.items.map((item) => (
              <AccordionItem key={item} value={`${category.id}.${item}`}>
                <AccordionTrigger headingLevel="h4">
                  {t(`faq.${category.id}.${item}.question` as `${ItemKey}.question`)}
                </AccordionTrigger>
                <AccordionContent>
                  {t(`faq.${category.id}.${item}.answer` as `${ItemKey}.answer`)}
                </AccordionContent>
              </AccordionItem>
            ))}
          </div>
        </div>
      ))}
    </Accordion>
  );
}
