/**
 * Set for Next by the server that compresses responses itself (scripts/serve.ts; next.config.ts reads it): Next's own
 * compression would wrap each response before the paint-first rewrite could read it.
 */
export const OWN_COMPRESSION_ENV = "APP_SERVER_COMPRESSES";
