import { describe, expect, it } from "vitest";
import { neighbours } from "@/lib/course/neighbours";
import { smallManifest } from "./fixtures/small-manifest";

const paths = (path: string) => {
  const { previous, next } = neighbours(path, smallManifest);
  return { previous: previous?.path ?? null, next: next?.path ?? null };
};

describe("neighbours", () => {
  it("returns no previous link for the first lesson", () => {
    expect(paths("/dashboard/start/hello")).toEqual({ previous: null, next: "/dashboard/start/how" });
  });

  it("returns no next link for the last lesson", () => {
    expect(paths("/dashboard/right/two")).toEqual({ previous: "/dashboard/right/one", next: null });
  });

  it("links both ways in the middle of a section", () => {
    expect(paths("/dashboard/right/one")).toEqual({ previous: "/dashboard/left/one", next: "/dashboard/right/two" });
  });

  it("crosses from one group to the next", () => {
    expect(paths("/dashboard/start/how").next).toBe("/dashboard/middle/only");
    expect(paths("/dashboard/middle/only").previous).toBe("/dashboard/start/how");
  });

  it("crosses from one section to the next inside a group", () => {
    expect(paths("/dashboard/left/one").next).toBe("/dashboard/right/one");
  });

  it("returns full lessons, with their titles", () => {
    expect(neighbours("/dashboard/start/hello", smallManifest).next?.title).toBe("How to use this");
  });

  it("returns no links for a path that is not a lesson", () => {
    expect(paths("/dashboard/start/nope")).toEqual({ previous: null, next: null });
  });

  it("runs through the real course from welcome to technical practice", () => {
    expect(neighbours("/dashboard/intro/welcome").previous).toBeNull();
    expect(neighbours("/dashboard/intro/glossary").next?.path).toBe("/dashboard/estimation/overview");
    expect(neighbours("/dashboard/behavioral/why-company").next?.path).toBe("/dashboard/technical/intro");
    expect(neighbours("/dashboard/technical/practice").next).toBeNull();
  });
});
