/** The product version shown to users (profile "system info") and reported by /api/health. */
export const APP_VERSION = '1.0.0';
