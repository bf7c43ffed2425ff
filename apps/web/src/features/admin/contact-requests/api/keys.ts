export const contactRequestKeys = {
  all: ['admin', 'contact-requests'] as const,
  list: () => [...contactRequestKeys.all, 'list'] as const,
};
