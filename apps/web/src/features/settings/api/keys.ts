export const settingsKeys = {
  all: ['admin', 'settings'] as const,
};
