const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const LOOPBACK_IPS = new Set(["127.0.0.1", "[::1]", "::1"]);

function globToRegExp(glob: string): RegExp {
  let pattern = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === "*" && glob[i + 1] === "*") {
      pattern += ".*";
      i++;
    } else if (char === "*") {
      pattern += "[^./]*";
    } else {
      pattern += char.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    }
  }
  return new RegExp(`^${pattern}$`);
}

/**
 * GoTrue's rule for where an auth flow may send the browser (see docs/local-backend.md, 'Authorize endpoint'): the site
 * URL's scheme and host (any port on loopback names), a literal loopback address, or a glob of the allow list. Anything
 * else is refused.
 */
export function isAllowedRedirect(candidate: string, siteUrl: string, allowList: string[]): boolean {
  let target: URL;
  let site: URL;
  try {
    target = new URL(candidate);
    site = new URL(siteUrl);
  } catch {
    return false;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return false;
  if (LOOPBACK_IPS.has(target.hostname)) return true;
  if (target.protocol === site.protocol && target.hostname === site.hostname) {
    if (LOOPBACK_NAMES.has(site.hostname) || target.port === site.port) return true;
  }
  const withoutFragment = candidate.split("#")[0]!;
  return allowList.some((glob) => globToRegExp(glob).test(withoutFragment));
}

/** Chooses the flow's final destination: redirect_to, else Referer, else the site URL; refused ones fall back. */
export function chooseRedirect(requested: string | null, referer: string | undefined, siteUrl: string, allowList: string[]): string {
  const candidate = requested || referer;
  return candidate && isAllowedRedirect(candidate, siteUrl, allowList) ? candidate : siteUrl;
}

function sortedParams(params: URLSearchParams): string {
  const entries = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/** Adds parameters to a URL's query, re-encoding it with sorted keys like Go's url.Values. */
export function withQuery(target: string, add: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(add)) url.searchParams.set(key, value);
  url.search = sortedParams(url.searchParams);
  return url.toString();
}

/** Puts parameters in the fragment (sorted keys), as GoTrue does for implicit tokens and redirect errors. */
export function withFragment(target: string, values: Record<string, string>): string {
  const url = new URL(target);
  url.hash = sortedParams(new URLSearchParams(values));
  return url.toString();
}
