// Apart from review-schema.ts, so the browser's queue does not bring zod into the page's JavaScript.

/** At most this many waiting answers go in one request; the rest follow in the next. */
export const MAX_REVIEWS_PER_REQUEST = 25;
