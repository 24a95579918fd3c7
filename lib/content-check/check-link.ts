/**
 * The members' pages outside the lessons that a lesson may link to: the study plan and the story bank. A unit test
 * holds this list to the app's routes, so a page is listed only once its page.tsx exists.
 */
export const SITE_PAGES = ["/plan", "/stories", "/practice", "/practice/mirror", "/practice/history", "/drills", "/mocks"] as const;

/**
 * What is wrong with a link target in a lesson, or null when it is fine. Links into the course must be root-relative
 * and name a lesson in the manifest (an #anchor after it is fine). Other links into the site must name one of the
 * SITE_PAGES, so a link to a page not built yet is refused rather than left to answer "not found"; files (a path
 * whose last part has a dot, like /lessons/funnel.png) and external links are not checked here.
 */
export function checkLink(url: string, lessonPaths: readonly string[]): { message: string; fix: string } | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith("#") || url.startsWith("//")) return null;
  if (!url.startsWith("/")) {
    return {
      message: `The link "${url}" is relative, so it breaks depending on the page it is read from.`,
      fix: "Write the full path of the lesson, e.g. /dashboard/analytical/metrics.",
    };
  }
  if (!/^\/dashboard(?:[/?#]|$)/.test(url)) return checkSitePage(url);
  const bare = url.replace(/[?#].*$/, "").replace(/\/+$/, "");
  if (lessonPaths.includes(bare)) return null;
  const nearest = closest(bare, lessonPaths);
  return {
    message: `The link "${url}" does not lead to any lesson in the manifest.`,
    fix: nearest ? `Did you mean ${nearest}?` : "Link to a lesson in the manifest: /dashboard/<section>/<slug>.",
  };
}

function checkSitePage(url: string): { message: string; fix: string } | null {
  const page = url.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
  if ((SITE_PAGES as readonly string[]).includes(page) || /\.[a-z\d]+$/i.test(page)) return null;
  const nearest = SITE_PAGES.find((known) => editDistance(page, known) <= 2);
  return {
    message: `The link "${url}" does not lead to a page of the site.`,
    fix: nearest
      ? `Did you mean ${url.replace(page, nearest)}?`
      : `Link to a lesson (/dashboard/<section>/<slug>) or to one of ${SITE_PAGES.join(", ")}; a page that is not built yet cannot be linked.`,
  };
}

/** The candidate nearest to `target` by edit distance, if it is near enough to be a likely typo. */
export function closest(target: string, candidates: readonly string[]): string | undefined {
  let best: { path: string; distance: number } | undefined;
  for (const path of candidates) {
    const distance = editDistance(target, path);
    if (!best || distance < best.distance) best = { path, distance };
  }
  return best && best.distance <= Math.max(3, target.length / 4) ? best.path : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}
