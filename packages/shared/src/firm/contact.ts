/**
 * The contact form's "preferred contact" choices; labels are `contact:preferred.<value>`. (Its
 * practice areas are the published site's shown areas, sent by id: see the site content.)
 */
export const preferredContactOptions = ['call', 'meeting'] as const;
