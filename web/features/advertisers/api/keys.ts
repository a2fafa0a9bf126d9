import type { AdvertiserListQuery } from '../../../../domain/schemas/advertisers';

/** Every query key of /admin/advertisers, from one factory. */
export const advertisersKeys = {
  all: ['advertisers'] as const,
  list: (f: AdvertiserListQuery) => ['advertisers', 'list', f] as const,
  detail: (id: string) => ['advertisers', 'detail', id] as const,
};
