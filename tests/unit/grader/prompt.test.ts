import { describe, expect, it } from "vitest";
import { anchorsFor, ANCHORS_PER_LEVEL, gradingMessages, questionText } from "@/lib/grader/prompt";
import { question, sample, skill } from "../../support/grader-bank";

const levels = (level: number) => ({ clarifying: level, structure: level });
const own = question("rides", [sample("Own weak sample.", levels(2)), sample("Own strong sample.", levels(4))]);
const other = question("orders", [2, 2, 2, 4, 5].map((level, index) => sample(`Other sample ${index} at ${level}.`, levels(level))));
const otherType = question("design", [sample("A design sample.", levels(3))], "product-design");
const bank = [other, own, otherType];

describe("the grading prompt", () => {
  it("anchors on the question's own samples first, then its type's, at most two per level, never the sample left out", () => {
    const anchors = anchorsFor(own, bank);
    expect(anchors.map((anchor) => anchor.ref)).toEqual(["rides#1", "rides#2", "orders#1", "orders#4", "orders#5"]);
    expect(anchors.filter((anchor) => anchor.scores.clarifying === 2)).toHaveLength(ANCHORS_PER_LEVEL);
    const blind = anchorsFor(own, bank, "rides#1");
    expect(blind.map((anchor) => anchor.ref)).toEqual(["rides#2", "orders#1", "orders#2", "orders#4", "orders#5"]);
    expect(blind.some((anchor) => anchor.answer.includes("Own weak sample"))).toBe(false);
  });

  it("sends the rules, the rubric with every level description, the anchors with their scores, the question and the answer", () => {
    const messages = gradingMessages({ question: questionText(own), skills: [skill("clarifying"), skill("structure")], anchors: anchorsFor(own, bank, "rides#1"), answer: "My answer, word for word." });
    expect(messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(messages[0]!.content).toContain("word for word");
    const user = messages[1]!.content;
    for (const text of ["Estimate the rides.", "1 (Very Weak or Missing): clarifying missing", "5 (Very Strong): structure very strong", "Own strong sample.", "Editors' scores: clarifying: 4, structure: 4", "<answer>\nMy answer, word for word.\n</answer>"]) {
      expect(user).toContain(text);
    }
    expect(user).not.toContain("Own weak sample.");
    expect(user.endsWith("Grade these skill ids: clarifying, structure.")).toBe(true);
  });
});
