import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

type Member = Awaited<ReturnType<typeof newMember>>;

const ANSWER = "I would first confirm how orders are counted and which two weeks we compare, then split the causes into internal and external ones before I pick one.";

// What the player relies on, whatever client calls: one node at a time, the answer before its ticks, never an answer
// to a node the attempt is not waiting for or to another member's attempt, the lengths and hourly limit of the
// database, and nothing for a former member.
describe.each(databaseKinds())("solo mocks on %s", (kind) => {
  let backend: TestBackend;
  let asha: Member;
  let ravi: Member;

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    asha = await newMember(backend, "Asha Solo");
    ravi = await newMember(backend, "Ravi Solo");
  });
  afterAll(async () => {
    await backend?.close();
  });

  const start = async (member: Member, script = "zepto-bengaluru-orders-drop") => {
    const { data, error } = await member.client.rpc("start_solo_mock", { p_script: script, p_first_node: "open" });
    expect(error).toBeNull();
    return data as string;
  };
  const answer = (member: Member, attempt: string, position: number, node: string, text = ANSWER) =>
    member.client.rpc("answer_solo_mock", { p_attempt: attempt, p_position: position, p_node: node, p_answer: text });
  const tick = (member: Member, attempt: string, position: number, ticks: string[], next: string, finished = false) =>
    member.client.rpc("tick_solo_mock", { p_attempt: attempt, p_position: position, p_ticks: ticks, p_next: next, p_finished: finished });

  it("keeps the interview's order: answer, then ticks, then the next node; a repeat is recorded once", async () => {
    const attempt = await start(asha);
    expect(await start(asha)).toBe(attempt);
    expect((await tick(asha, attempt, 0, ["plan-aloud"], "probe-metric")).error?.message).toBe("Answer the question before ticking what you covered.");
    expect((await answer(asha, attempt, 0, "segment")).error?.message).toMatch(/^That answer is out of order/);
    expect((await answer(asha, attempt, 1, "open")).error?.message).toMatch(/^That answer is out of order/);
    expect((await answer(asha, attempt, 0, "open")).data).toBe("recorded");
    expect((await answer(asha, attempt, 0, "open")).data).toBe("duplicate");
    expect((await answer(asha, attempt, 0, "open", `${ANSWER} And more.`)).error?.message).toMatch(/^That node is already answered/);
    // The next node's answer cannot come before this one's ticks.
    expect((await answer(asha, attempt, 1, "probe-metric")).error?.message).toMatch(/^That answer is out of order/);
    expect((await tick(asha, attempt, 0, ["plan-aloud"], "probe-metric")).data).toBe("recorded");
    expect((await tick(asha, attempt, 0, ["plan-aloud"], "probe-metric")).data).toBe("duplicate");
    expect((await answer(asha, attempt, 1, "segment")).error?.message).toMatch(/^That answer is out of order/);
    expect((await answer(asha, attempt, 1, "probe-metric")).data).toBe("recorded");
    expect((await tick(asha, attempt, 1, [], "close", true)).data).toBe("recorded");
    expect((await answer(asha, attempt, 2, "close")).error?.message).toBe("This mock is finished: start it again for a new attempt.");
    const { data } = await asha.client.from("solo_mock_attempts").select("answered, current_node, finished_at").eq("id", attempt).single();
    expect(data).toMatchObject({ answered: 2, current_node: "close" });
    expect(data!.finished_at).not.toBeNull();
    // A retake is a new attempt.
    expect(await start(asha)).not.toBe(attempt);
  });

  it("refuses an answer to another member's attempt, and hides it from them", async () => {
    const attempt = await start(ravi);
    const refused = await answer(asha, attempt, 0, "open");
    expect(refused.error).toMatchObject({ code: "42501", message: "That mock attempt cannot be found." });
    expect((await tick(asha, attempt, 0, [], "segment")).error?.code).toBe("42501");
    expect((await asha.client.from("solo_mock_attempts").select("id").eq("id", attempt)).data).toEqual([]);
    expect((await ravi.client.from("solo_mock_answers").select("position").eq("attempt_id", attempt)).data).toEqual([]);
  });

  it("refuses answers under 120 or over 6,000 characters, saying the limit", async () => {
    const attempt = await start(ravi, "phonepe-first-upi-payment");
    expect((await answer(ravi, attempt, 0, "open", "Goal first.")).error?.message).toBe("A sentence is not an answer: write at least 120 characters before you continue.");
    expect((await answer(ravi, attempt, 0, "open", "a".repeat(6001))).error?.message).toBe("An answer holds at most 6,000 characters; this one has 6,001. Shorten it, then continue.");
    expect((await answer(ravi, attempt, 0, "open", "a".repeat(6000))).data).toBe("recorded");
  });

  it("grades only a finished attempt, on a 1-5 scale", async () => {
    const open = await start(ravi, "zepto-bengaluru-orders-drop");
    expect((await ravi.client.rpc("grade_solo_mock", { p_attempt: open, p_grades: { "data-literacy": 3 } })).error?.message).toBe("Finish the mock before grading it.");
    const { data } = await asha.client.from("solo_mock_attempts").select("id").eq("user_id", asha.user.id).not("finished_at", "is", null).single();
    expect((await asha.client.rpc("grade_solo_mock", { p_attempt: data!.id, p_grades: { "data-literacy": 7 } })).error?.message).toBe("Grade each skill from 1 to 5.");
    expect((await asha.client.rpc("grade_solo_mock", { p_attempt: data!.id, p_grades: { "data-literacy": 4 } })).data).toBe("recorded");
  });

  it("starts at most 10 attempts an hour per member", async () => {
    const member = await newMember(backend, "Hourly Solo");
    for (let index = 0; index < 10; index++) {
      const attempt = await start(member, `script-${index}`);
      expect(attempt).toBeTruthy();
    }
    const refused = await member.client.rpc("start_solo_mock", { p_script: "script-10", p_first_node: "open" });
    expect(refused.error?.message).toBe("You can start at most 10 solo mocks an hour. Finish one you started, or come back later.");
  });

  it("refuses a former member", async () => {
    const member = await newMember(backend, "Former Solo");
    const attempt = await start(member);
    expect((await backend.service().from("users").delete().eq("email", member.email)).error).toBeNull();
    expect((await answer(member, attempt, 0, "open")).error?.code).toBe("42501");
    expect((await member.client.from("solo_mock_attempts").select("id")).data ?? []).toEqual([]);
  });
});
