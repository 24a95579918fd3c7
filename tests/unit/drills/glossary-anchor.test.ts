import { describe, expect, it } from "vitest";
import { glossaryAnchor } from "@/lib/course/glossary-anchor";
import { readGlossary } from "@/lib/course/lesson-files";

describe("glossaryAnchor", () => {
  it("gives each glossary entry its own anchor, which a define drill links to", async () => {
    expect(glossaryAnchor("Take rate")).toBe("term-take-rate");
    expect(glossaryAnchor("Gross merchandise value (GMV)")).toBe("term-gross-merchandise-value-gmv");
    const anchors = (await readGlossary()).map((entry) => glossaryAnchor(entry.term));
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});
