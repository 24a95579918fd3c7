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
});
