// The sidebar's data, apart from the navigation (which reads lesson files on the server), so the client sidebar can
// mark the current page itself.

/** One link in the sidebar. */
export type SidebarItem = { title: string; href: string; section: string; slug: string; current: boolean };

/** One collapsible group of the sidebar, with its lessons in course order. */
export type SidebarGroup = { title: string; open: boolean; current: boolean; items: SidebarItem[]; defaultOpen: boolean };

/** `path` without a query, #anchor or trailing slash, as lesson routes are compared. */
export const withoutQueryOrSlash = (path: string) => path.replace(/[?#].*$/, "").replace(/\/+$/, "");

/**
 * The groups with the page at `currentPath` marked (none when null). A group is open when the manifest opens it by
 * default or when it holds the current page.
 */
export function markCurrent(groups: SidebarGroup[], currentPath: string | null): SidebarGroup[] {
  const current = currentPath === null ? null : withoutQueryOrSlash(currentPath);
  return groups.map((group) => {
    const items = group.items.map((item) => ({ ...item, current: item.href === current }));
    const holdsCurrent = items.some((item) => item.current);
    return { ...group, items, current: holdsCurrent, open: group.defaultOpen || holdsCurrent };
  });
}
