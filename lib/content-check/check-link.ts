/**
 * What is wrong with a link target in a lesson, or null when it is fine. Links into the course must be root-relative
 * and name a lesson in the manifest (an #anchor after it is fine); external and other site links are not checked.
 */
export function checkLink(url: string, lessonPaths: readonly string[]): { message: string; fix: string } | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith("#") || url.startsWith("//")) return null;
  if (!url.startsWith("/")) {
    return {
      message: `The link "${url}" is relative, so it breaks depending on the page it is read from.`,
      fix: "Write the full path of the lesson, e.g. /dashboard/analytical/metrics.",
    };
  }
  if (!/^\/dashboard(?:[/?#]|$)/.test(url)) return null;
  const bare = url.replace(/[?#].*$/, "").replace(/\/+$/, "");
  if (lessonPaths.includes(bare)) return null;
  const nearest = closest(bare, lessonPaths);
  return {
    message: `The link "${url}" does not lead to any lesson in the manifest.`,
    fix: nearest ? `Did you mean ${nearest}?` : "Link to a lesson in the manifest: /dashboard/<section>/<slug>.",
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
