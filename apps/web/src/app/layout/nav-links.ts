/** In-page anchors of the home page, shown in the header. */
export const sectionLinks = [
  { label: 'nav.home', to: '/#home' },
  { label: 'nav.services', to: '/#services' },
  { label: 'nav.news', to: '/#news' },
  { label: 'nav.contact', to: '/#contact' },
] as const;
