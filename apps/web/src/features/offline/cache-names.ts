/** The service worker's cache of photos already viewed (vite.config.ts), emptied at logout. */
export const PHOTO_CACHE_NAME = "bitelog-photos";
