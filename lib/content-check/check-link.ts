/**
 * The members' pages outside the lessons that a lesson may link to, each with its sub-pages (/practice/<id>): the
 * practice questions, drills, mock interviews, study plan and story bank.
 */
export const SITE_PAGES = ["/practice", "/drills", "/mocks", "/plan", "/stories"] as const;

/**
 * What is wrong with a link target in a lesson, or null when it is fine. Links into the course must be root-relative
 * and name a lesson in the manifest (an #anchor after it is fine). A link to one of the SITE_PAGES is fine; one that
 * misses a site page by a letter or two (/practise, /drill) is a typo and refused; other site paths and external
 * links are not checked.
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
  const page = `/${url.replace(/[?#].*$/, "").split("/")[1] ?? ""}`;
  if ((SITE_PAGES as readonly string[]).includes(page)) return null;
  const nearest = SITE_PAGES.find((known) => editDistance(page, known) <= 2);
  if (!nearest) return null;
  return {
    message: `The link "${url}" does not lead to a page of the site.`,
    fix: `Did you mean ${url.replace(page, nearest)}?`,
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
