/**
 * The structure of the home page's sections: which highlights, values, badges and figures appear,
 * in which order, with which icon. Their texts are in the `home` catalogs
 * (`locales/<language>/home.json`), under the ids given here; a firm rewrites them there.
 */
export const aboutHighlights = [
  { id: 'experience', icon: 'award' },
  { id: 'bar', icon: 'scale' },
  { id: 'personal', icon: 'handshake' },
] as const;

export const coreValues = ['integrity', 'confidentiality', 'clarity', 'diligence'] as const;

/** The principal attorney's qualifications in "About the Practice" (`home:team.badges.<id>`). */
export const attorneyBadges = ['bar', 'llm', 'dpo', 'languages'] as const;

/** Figures are the same in every language; their labels are `home:testimonials.stats.<id>`. */
export const testimonialStats = [
  { id: 'satisfaction', value: '98%' },
  { id: 'cases', value: '500+' },
  { id: 'experience', value: '25+' },
] as const;
