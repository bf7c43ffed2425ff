/**
 * Six short, anonymised testimonials, in the order shown; every one is rated 5 of 5. Name,
 * location, case label and quote are `home:testimonials.items.<id>.*` (names are written as
 * each language writes them).
 */
export const testimonials = ['andreas', 'sarah', 'eleni', 'michael', 'nicos', 'irina'] as const;

export const TESTIMONIAL_RATING = 5;
