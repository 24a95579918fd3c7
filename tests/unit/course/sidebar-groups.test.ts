import { describe, expect, it } from "vitest";
import { chain } from "@/lib/course/chain";
import { sidebarGroups } from "@/lib/course/sidebar-groups";
import { smallManifest } from "./fixtures/small-manifest";

describe("sidebarGroups", () => {
  it("lists the seven groups of the course in order", () => {
    expect(sidebarGroups(null).map((group) => group.title)).toEqual([
      "Introduction",
      "Estimation Questions",
      "Analytical Questions",
      "Execution Questions",
      "Product Design Questions",
      "Product Strategy Questions",
      "Behavioral & Technical",
    ]);
  });

  it("lists every lesson of the chain, in the same order", () => {
    const hrefs = sidebarGroups(null).flatMap((group) => group.items.map((item) => item.href));
    expect(hrefs).toEqual(chain().map((lesson) => lesson.path));
  });

  it("opens only the Introduction when no page is current", () => {
    expect(sidebarGroups(null).map((group) => group.open)).toEqual([true, false, false, false, false, false, false]);
  });

  it("also opens the group holding the current page and marks it current", () => {
    const groups = sidebarGroups("/dashboard/technical/tackling");
    expect(groups.filter((group) => group.open).map((group) => group.title)).toEqual([
      "Introduction",
      "Behavioral & Technical",
    ]);
    expect(groups.filter((group) => group.current).map((group) => group.title)).toEqual(["Behavioral & Technical"]);
  });

  it("marks exactly one item current", () => {
    const current = sidebarGroups("/dashboard/right/one", smallManifest)
      .flatMap((group) => group.items)
      .filter((item) => item.current);
    expect(current).toEqual([
      { title: "Right one", href: "/dashboard/right/one", section: "right", slug: "one", current: true },
    ]);
  });

  it("keeps a group with two sections together, first section first", () => {
    const group = sidebarGroups(null, smallManifest)[2];
    expect(group?.items.map((item) => item.href)).toEqual([
      "/dashboard/left/one",
      "/dashboard/right/one",
      "/dashboard/right/two",
    ]);
  });

  it("marks nothing current for a page that is not a lesson", () => {
    const groups = sidebarGroups("/profile");
    expect(groups.some((group) => group.current || group.items.some((item) => item.current))).toBe(false);
  });

  it("recognises the current page with a trailing slash", () => {
    expect(sidebarGroups("/dashboard/middle/only/", smallManifest)[1]).toMatchObject({ open: true, current: true });
  });
});
