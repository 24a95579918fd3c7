import { describe, expect, it } from "vitest";
import { halvesOf } from "@/features/mocks/mock-halves";

const mock = { question_type: "behavioral", question_id: "a-launch-that-failed", second_question_type: "estimation", second_question_id: "chai-cups", i_interview_first: true } as const;

describe("halvesOf", () => {
  it("has the first interviewer ask the first half's question and answer the second's", () => {
    expect(halvesOf(mock)).toEqual({ asking: { id: "a-launch-that-failed", type: "behavioral" }, answering: { id: "chai-cups", type: "estimation" } });
  });

  it("has the other member answer the first half's question and ask the second's", () => {
    expect(halvesOf({ ...mock, i_interview_first: false })).toEqual({ asking: { id: "chai-cups", type: "estimation" }, answering: { id: "a-launch-that-failed", type: "behavioral" } });
  });
});
