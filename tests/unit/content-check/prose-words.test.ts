import { describe, expect, it } from "vitest";
import { compileMdx } from "@/lib/content-check/mdx-tree";
import { proseWords } from "@/lib/content-check/prose-words";

async function words(body: string): Promise<number> {
  const compiled = await compileMdx(body);
  if (!compiled.ok) throw new Error(compiled.reason);
  return proseWords(compiled.tree);
}

describe("proseWords", () => {
  it("counts the words of headings, paragraphs, lists and tables", async () => {
    expect(await words("## Two words\n\nThree more words.\n\n- one\n- two\n\n| a | b |\n| - | - |\n| c | d |")).toBe(11);
  });

  it("counts the text inside components but not their tags or attributes", async () => {
    expect(await words('<Callout kind="tip" title="Not counted">\n\nFour words in here.\n\n</Callout>')).toBe(4);
    expect(await words('<VideoLink href="https://www.youtube.com/watch?v=x" minutes={10} />')).toBe(0);
  });

  it("does not run words together across formatting or table cells", async () => {
    expect(await words("A **bold** move and `code` here.")).toBe(6);
    expect(await words("| one | two |\n| - | - |")).toBe(2);
  });

  it("ignores punctuation on its own, such as a dash between spaces", async () => {
    expect(await words("Before - after")).toBe(2);
  });
});
