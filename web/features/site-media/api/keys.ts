/** Every query key of /admin/media and /admin/media-manager, from one factory. */
export const siteMediaKeys = {
  all: ['admin-site-media'] as const,
  slots: ['admin-site-media', 'slots'] as const,
  images: (page: number) => ['admin-site-media', 'images', page] as const,
};

/** What the public pages read (web/lib/site-media.ts): refreshed after every change here. */
export const publicSiteMediaKey = ['site-media'] as const;
