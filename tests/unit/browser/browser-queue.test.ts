import { afterEach, describe, expect, it, vi } from "vitest";
import { browserQueue } from "@/lib/browser-queue";

// Node has no localStorage here, so the queue keeps its events in memory, as in a private window that refuses storage.
type Result = { ok?: true };
const MEMBER = "member-1";

/** A send whose answers the test gives one at a time. */
function controlledSend() {
  const answers: ((result: Result) => void)[] = [];
  const batches: string[][] = [];
  const send = (batch: string[]) => {
    batches.push(batch);
    return new Promise<Result>((resolve) => answers.push(resolve));
  };
  return { send, batches, answer: (result: Result) => answers.shift()!(result) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the browser queue", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends again at once when asked while a failing batch was on its way (the connection came back)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { send, batches, answer } = controlledSend();
    const queue = browserQueue<string>("test-online", send, 10);
    queue.add(MEMBER, "answer sent offline");
    expect(batches).toEqual([["answer sent offline"]]);
    void queue.flush(MEMBER); // the "online" event, while the offline send is still failing
    answer({}); // the offline send fails
    await settle();
    expect(batches).toHaveLength(2); // sent again without waiting for the retry timer
    answer({ ok: true });
    await settle();
    expect(queue.pending(MEMBER)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("after a failure, waits 5 s before trying again, then 10 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { send, batches, answer } = controlledSend();
    const queue = browserQueue<string>("test-retry", send, 10);
    queue.add(MEMBER, "an answer");
    answer({});
    await settle();
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(4_999);
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(batches).toHaveLength(2);
    answer({});
    await settle();
    vi.advanceTimersByTime(9_999);
    expect(batches).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(batches).toHaveLength(3);
    answer({ ok: true });
    await settle();
    expect(queue.pending(MEMBER)).toEqual([]);
  });

  it("keeps events whose member is not known yet without sending them, then sends them behind the member's own", async () => {
    const { send, batches, answer } = controlledSend();
    const queue = browserQueue<string>("test-early", send, 10);
    queue.keep("early", "pressed before the frame");
    expect(batches).toEqual([]);
    expect(queue.pending("early")).toEqual(["pressed before the frame"]);
    queue.add(MEMBER, "an earlier visit");
    answer({});
    await settle();
    queue.move("early", MEMBER);
    expect(queue.pending("early")).toEqual([]);
    expect(batches.at(-1)).toEqual(["an earlier visit", "pressed before the frame"]);
    answer({ ok: true });
    await settle();
    expect(queue.pending(MEMBER)).toEqual([]);
  });
});
