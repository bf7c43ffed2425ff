export const settingsKeys = {
  all: ['admin', 'settings'] as const,
  backups: ['admin', 'backups'] as const,
};
