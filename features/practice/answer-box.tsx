"use client";

import { Link } from "@/components/layout/link";
import { useActionState, useEffect, useRef, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { inputClass } from "@/components/ui/field";
import type { ActionResult } from "@/lib/action-result";
import { forgetDraft, readDraft, writeDraft } from "./answer-draft";
import { MAX_ANSWER_CHARS, tooLongMessage } from "./answer-limits";
import { saveAnswer, submitAnswer } from "./save-answer";

/** How often a changed answer goes to the server. */
const SAVE_EVERY_MS = 3_000;
const STAR_OUTLINE = "Situation: \n\nTask: \n\nAction: \n\nResult: \n";

type Props = {
  memberId: string;
  questionId: string;
  /** The attempt to continue: the open one the server has, or a new id the first save creates. */
  attemptId: string;
  answer: string;
  seconds: number;
  minutes: number;
  /** This question's submitted attempts: a draft of one of them in the browser is finished, not lost. */
  submittedIds: string[];
  behavioural: boolean;
};

/**
 * Whether the proxy now turns this page away (a session signed out, a former member): a failed save is then not a
 * network matter, and the page is reloaded so the proxy shows why, as on any other page. The text stays in the browser.
 */
async function turnedAway(): Promise<boolean> {
  try {
    return (await fetch(window.location.href, { method: "HEAD", redirect: "manual" })).type === "opaqueredirect";
  } catch {
    return false;
  }
}

/** The clock before the learner starts, while it counts, and once they pause it. */
type ClockState = "waiting" | "running" | "paused";
const CLOCK_ACTIONS: Record<ClockState, { label: string; next: ClockState }> = {
  waiting: { label: "Start the clock", next: "running" },
  running: { label: "Pause the clock", next: "paused" },
  paused: { label: "Resume the clock", next: "running" },
};

const submitClass =
  "flex w-full items-center justify-center rounded-md bg-violet-700 px-4 py-2.5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:w-auto";

const clock = (total: number) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;

/**
 * The answer box: a countdown of the question's minutes (pausable; time over is said, never enforced), and a text box
 * whose every keystroke is kept in the browser at once and sent to the server every few seconds, one request a save,
 * without ever holding up typing. A too-long answer is refused with its limit and stays in the box.
 */
export function AnswerBox(props: Props) {
  const { memberId, questionId, minutes } = props;
  const [attemptId, setAttemptId] = useState(props.attemptId);
  const [answer, setAnswer] = useState(props.answer);
  const [seconds, setSeconds] = useState(props.seconds);
  // "waiting" until the learner starts: their first keystroke or "Start the clock", never the page's opening.
  const [clockState, setClockState] = useState<ClockState>("waiting");
  const running = clockState === "running";
  const [confirming, setConfirming] = useState(false);
  const confirmBox = useRef<HTMLDivElement>(null);
  const [saveStatus, setSaveStatus] = useState("");
  const [state, submit] = useActionState<ActionResult<"answer">, FormData>(submitAnswer, {});
  // What the server last confirmed, and whether a save is on its way: read by the timer, not rendered.
  const saved = useRef(props.answer);
  const sending = useRef(false);
  const latest = useRef({ attemptId, answer, seconds });
  useEffect(() => {
    latest.current = { attemptId, answer, seconds };
  });

  useEffect(() => {
    const draft = readDraft(memberId, questionId);
    if (!draft) return;
    if (props.submittedIds.includes(draft.attemptId)) return forgetDraft(memberId, questionId);
    // The browser's copy is never older than the server's for the same attempt: it is written first.
    if (draft.attemptId === props.attemptId || props.answer === "") {
      // The browser's storage is only readable after hydration, so the restored draft replaces the server's text here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setAttemptId(draft.attemptId);
      setAnswer(draft.answer);
      setSeconds(Math.max(draft.seconds, props.seconds));
      saved.current = draft.attemptId === props.attemptId ? props.answer : "";
    }
    // Read once, on arrival; later props come from the same server render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((value) => value + 1), 1_000);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    const timer = setInterval(async () => {
      const current = latest.current;
      if (sending.current || current.answer === saved.current || current.answer.length > MAX_ANSWER_CHARS) return;
      sending.current = true;
      setSaveStatus("Saving...");
      const result = await saveAnswer({ ...current, questionId }).catch(async () => ({ ok: false as const, message: "", signedOut: await turnedAway() }));
      sending.current = false;
      if (result.ok) {
        saved.current = current.answer;
        setSaveStatus(latest.current.answer === current.answer ? "Saved." : "");
      } else if ("signedOut" in result && result.signedOut) {
        // The proxy signs a former member out on this request and shows them why; the text stays in this browser.
        window.location.reload();
      } else {
        setSaveStatus(result.message || "Not saved to the server yet: your answer is kept in this browser and will be sent again.");
      }
    }, SAVE_EVERY_MS);
    return () => clearInterval(timer);
  }, [questionId]);

  useEffect(() => {
    // The question is asked where the button was: the focus goes to its answer, "Yes, submit my answer".
    if (confirming) confirmBox.current?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
  }, [confirming]);

  const change = (next: string) => {
    setAnswer(next);
    // Typing starts a clock still waiting; one the learner paused stays paused.
    if (clockState === "waiting") setClockState("running");
    setConfirming(false);
    writeDraft(memberId, questionId, { attemptId, answer: next, seconds });
    setSaveStatus("");
  };
  const left = minutes * 60 - seconds;
  const tooLong = answer.length > MAX_ANSWER_CHARS;
  const problem = tooLong ? tooLongMessage(answer.length) : undefined;

  return (
    <form
      action={submit}
      onSubmit={(event) => {
        if (tooLong) event.preventDefault();
      }}
      noValidate
      className="space-y-3"
    >
      <input type="hidden" name="attemptId" value={attemptId} />
      <input type="hidden" name="questionId" value={questionId} />
      <input type="hidden" name="seconds" value={seconds} />
      {/* Under the fixed site header (4rem), in view while the learner types with a phone's keyboard open. */}
      <div className="sticky top-16 z-10 -mx-1 flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-1 py-1">
        <p className="text-lg font-semibold text-slate-900">
          <span className="sr-only">Time left: </span>
          <span role="timer">{left >= 0 ? clock(left) : `${clock(-left)} over`}</span>
          {clockState === "paused" && <span className="ml-2 text-sm font-normal text-slate-700">(paused)</span>}
          {clockState === "waiting" && <span className="ml-2 text-sm font-normal text-slate-700">(starts when you type)</span>}
        </p>
        <button
          type="button"
          onClick={() => setClockState(CLOCK_ACTIONS[clockState].next)}
          className="min-h-11 rounded-md border border-slate-400 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700"
        >
          {CLOCK_ACTIONS[clockState].label}
        </button>
      </div>
      {left < 0 && (
        <p role="status" className="text-sm text-amber-900">
          Time is up: the {minutes} minutes have passed. Finish your answer, then submit it.
        </p>
      )}
      {props.behavioural && (
        <p className="text-sm text-slate-700">
          Answer with one of your own stories from your <Link href="/stories" className="text-violet-800 underline">story bank</Link>.{" "}
          <button
            type="button"
            onClick={() => change(answer.trim() ? `${answer}\n\n${STAR_OUTLINE}` : STAR_OUTLINE)}
            className="text-violet-800 underline"
          >
            Add a STAR outline
          </button>{" "}
          (situation, task, action, result) to fill in.
        </p>
      )}
      <FormMessage state={state} />
      <label htmlFor="practice-answer" className="block text-sm font-medium text-slate-800">
        Your answer
      </label>
      <textarea
        id="practice-answer"
        name="answer"
        rows={14}
        value={answer}
        onChange={(event) => change(event.target.value)}
        aria-invalid={tooLong || undefined}
        aria-describedby="practice-answer-count practice-answer-problem"
        className={inputClass}
      />
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
        <p id="practice-answer-count">
          {answer.length.toLocaleString("en-IN")} of {MAX_ANSWER_CHARS.toLocaleString("en-IN")} characters
        </p>
        <p role="status">{saveStatus}</p>
      </div>
      <p id="practice-answer-problem" role="alert" className="text-sm text-red-700">
        {problem}
      </p>
      {confirming ? (
        <div ref={confirmBox} role="group" aria-labelledby="practice-confirm" className="space-y-3 rounded-md border border-violet-300 bg-violet-50 p-4">
          <p id="practice-confirm" className="text-slate-900">
            Submit this answer? It is then locked: you grade it next, and a new answer starts a new attempt.
          </p>
          <div className="flex flex-wrap gap-3">
            <SubmitButton label="Yes, submit my answer" busyLabel="Submitting..." className="sm:w-auto" />
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                document.getElementById("practice-answer")?.focus();
              }}
              className="min-h-11 rounded-md border border-slate-400 px-4 py-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700"
            >
              Keep writing
            </button>
          </div>
        </div>
      ) : (
        // Asks first (below) rather than locking the answer at once; without scripts it submits as a plain form would.
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            if (!tooLong) setConfirming(true);
          }}
          className={submitClass}
        >
          Submit
        </button>
      )}
    </form>
  );
}
