/** Every query key of the settings screen, from one factory. */
export const settingsKeys = {
  admin: ['admin-settings'] as const,
};
