/** The route of a lesson: `/dashboard/<section>/<slug>`. */
export function lessonPath(entry: { section: string; slug: string }): string {
  return `/dashboard/${entry.section}/${entry.slug}`;
}
