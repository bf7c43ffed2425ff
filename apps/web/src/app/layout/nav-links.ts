/** In-page anchors of the home page, shown in the header. */
export const sectionLinks = [
  { label: 'HOME', to: '/#home' },
  { label: 'SERVICES', to: '/#services' },
  { label: 'NEWS', to: '/#news' },
  { label: 'CONTACT', to: '/#contact' },
] as const;
