/**
 * The home page FAQ, in four categories: ids only, in the order shown. The texts are
 * `home:faq.<category>.title` and `home:faq.<category>.<item>.question|answer`. Answers are
 * general information, not legal advice.
 */
export const faqCategories = [
  { id: 'general', items: ['consultation', 'fees', 'languages'] },
  { id: 'corporate', items: ['registration', 'shareholders'] },
  { id: 'realEstate', items: ['duration', 'checks'] },
  { id: 'dataProtection', items: ['fines', 'dpo'] },
] as const;
