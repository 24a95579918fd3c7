// Where lesson images may come from (content/README.md, 'Images'): files in public/lessons/, served at /lessons/...,
// and https addresses on the one image host of the site config (NEXT_PUBLIC_IMAGE_HOST). No imports: next.config.ts
// uses this module too.

/** The address every local lesson image starts with: the folder public/lessons/. */
export const LESSON_IMAGE_PATH = "/lessons/";

/** One entry of next.config's `images.remotePatterns`, as built by `imageRemotePatterns`. */
export type ImageRemotePattern = { protocol: "https"; hostname: string; port: ""; pathname: "/**" };

// A DNS host name: dot-separated labels of letters, digits and inner dashes. No scheme, port, path or wildcard.
const HOST_NAME = /^(?=.{1,253}$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/;

/**
 * The configured image host in lower case, or "" when none is set. Throws when the value is not a bare host name
 * (images.example.com), so a value such as "https://images.example.com/" stops the build instead of allowing nothing.
 */
export function imageHostName(configured: string): string {
  const host = configured.trim().toLowerCase();
  if (host && !HOST_NAME.test(host)) {
    throw new Error(
      `NEXT_PUBLIC_IMAGE_HOST must be a host name such as images.example.com (no https://, port or path), ` +
        `not "${configured}".`,
    );
  }
  return host;
}

/**
 * next.config's `images.remotePatterns` for the configured image host: https on that host only (no other port, no
 * subdomain), any path. None when no host is set, so next/image then accepts local images only.
 */
export function imageRemotePatterns(configured: string): ImageRemotePattern[] {
  const hostname = imageHostName(configured);
  return hostname ? [{ protocol: "https", hostname, port: "", pathname: "/**" }] : [];
}

/** Whether `src` is an https address on the configured image host, on its default port and without a user name. */
export function isOnImageHost(src: string, configured: string): boolean {
  const host = imageHostName(configured);
  const url = parseUrl(src);
  return Boolean(host && url && url.protocol === "https:" && url.host === host && !url.username && !url.password);
}

/** Whether the image is an SVG file, judged by its path (a ?query or #fragment after it is ignored). */
export function isSvg(src: string): boolean {
  return /\.svg$/i.test(src.replace(/[?#].*$/, ""));
}

/** An absolute address as a URL, or null for a path or anything unreadable. */
export function parseUrl(src: string): URL | null {
  try {
    return new URL(src);
  } catch {
    return null;
  }
}
