import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's links: Next's `<Link>` (navigation in place, `useLinkStatus`), without prefetching unless asked. A page
 * rendered per request (all but the lessons: the nonce of its Content-Security-Policy) would send only a shell that
 * the click fetches again, at the cost of a request, a session check and a render; a lesson, prepared at build, would
 * be sent whole. Either way for each link in view: about twenty on each lesson's load when the sidebar prefetched,
 * on a phone's data plan, for pages the reader may never open. ESLint sends every other import of next/link here.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
