/** Query keys of the screens feature (/admin/status). */
export const screenKeys = {
  all: ['screens'] as const,
  list: () => [...screenKeys.all, 'list'] as const,
  plays: (from: string, to: string) => [...screenKeys.all, 'plays', from, to] as const,
  captureRequest: (screenId: string, requestId: string) => [...screenKeys.all, 'capture-request', screenId, requestId] as const,
};
