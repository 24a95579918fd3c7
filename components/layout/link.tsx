import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's links: Next's `<Link>` (navigation in place, `useLinkStatus`), without prefetching unless asked. Every
 * page is rendered per request (the nonce of its Content-Security-Policy), so a prefetch brings only a shell that the
 * click fetches again, and costs the server a request, a session check and a render for each link in view: about
 * twenty on each lesson's load when the sidebar prefetched. ESLint sends every other import of next/link here.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
