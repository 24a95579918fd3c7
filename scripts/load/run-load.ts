import fs from "node:fs";
import path from "node:path";
import { courseNavigation } from "../../lib/course/navigation";
import type { Member } from "./members";

// The load itself: a closed loop of lesson reads and feedback submissions (the server action) per member.
const ROOT = path.resolve(import.meta.dirname, "../..");
// Generous: the machine is shared, and under 200 members a request can queue for many seconds.
const REQUEST_TIMEOUT_MS = 60_000;
// The database takes at most this many feedback rows per member an hour (migration 20261125000000, the default of
// pim.feedback_per_hour) and refuses the rest with "Something went wrong", as it should; a member of the load stops
// rating there and goes on reading, as a learner who has rated what they read.
const FEEDBACK_PER_MEMBER = 20;

export function submitFeedbackActionId(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, ".next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, action]) => action.exportedName === "submitFeedback")?.[0];
  if (!id) throw new Error("submitFeedback is not in the build's server actions");
  return id;
}

/** The action's return value in an RSC action response (`1:{"ok":true}`), or null when there is none. */
export function actionResult(body: string): { ok: boolean; error?: string } | null {
  for (const line of body.split("\n")) {
    const match = /^[0-9a-f]+:(\{.*\})$/.exec(line);
    if (!match) continue;
    try {
      const value = JSON.parse(match[1]!) as { ok?: unknown; message?: unknown };
      const message = typeof value.message === "string" ? value.message : undefined;
      if (value.ok === true || message) return { ok: value.ok === true, error: message };
    } catch {
      // another row of the payload
    }
  }
  return null;
}

export type Outcome = number | "timeout" | "network";

export interface Sample {
  kind: "read" | "feedback";
  member: number;
  start: number;
  end: number;
  outcome: Outcome;
  /** A read: a 200 with the lesson (its feedback block) in it. A feedback: a 200 whose action result is ok. */
  ok: boolean;
  text?: string;
  error?: string;
}

export interface LoadOptions {
  /** One app server, or several: each member's requests go to them in turn. */
  url: string | string[];
  members: Member[];
  /** Stops after `seconds`, or as soon as `until` resolves when it is given. */
  seconds: number;
  until?: Promise<unknown>;
  /** The share of requests that are feedback submissions. */
  feedbackShare?: number;
  /** Unique per run; every feedback text starts with it. */
  runId: string;
}

/**
 * The member's cookies after a response, as a browser keeps them: a Set-Cookie replaces the cookie of its name, and
 * one that expires it (Max-Age=0 or an empty value) removes it. Returns whether anything changed.
 */
export function keepCookies(member: Member, setCookies: string[]): boolean {
  if (!setCookies.length) return false;
  const jar = new Map(member.cookie.split("; ").filter(Boolean).map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]));
  for (const header of setCookies) {
    const [pair = "", ...attributes] = header.split(";");
    const [name, value = ""] = pair.trim().split(/=(.*)/s);
    if (!name) continue;
    const expired = !value || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const changed = cookie !== member.cookie;
  member.cookie = cookie;
  return changed;
}

/**
 * Every member reads lessons and submits feedback (up to FEEDBACK_PER_MEMBER ratings) one request after another (a
 * closed loop) until the time is up,
 * keeping the cookies each response sets, as a browser does; with several app servers, each member's requests go
 * to them in turn, so a session refreshed by one server is used next on another.
 */
export async function runLoad({ url, members, seconds, until, feedbackShare = 0.2, runId }: LoadOptions): Promise<Sample[] & { sessionUpdates: number }> {
  const urls = Array.isArray(url) ? url : [url];
  const lessons = courseNavigation.lessons;
  const actionId = submitFeedbackActionId();
  let deadline = performance.now() + seconds * 1000;
  void until?.then(() => (deadline = 0));
  const samples: Sample[] = [];
  let sessionUpdates = 0;
  await Promise.all(
    members.map(async (member, index) => {
      let sequence = 0;
      // Ratings the database acknowledged: only those count towards its limit (a refused one stored nothing).
      let rated = 0;
      let turn = 0;
      while (performance.now() < deadline) {
        const lesson = lessons[Math.floor(Math.random() * lessons.length)]!;
        const feedback = rated < FEEDBACK_PER_MEMBER && Math.random() < feedbackShare;
        const text = feedback ? `${runId} member ${index} #${sequence++}` : undefined;
        const start = performance.now();
        let outcome: Outcome;
        let ok = false;
        let error: string | undefined;
        try {
          const response = await fetch(`${urls[(index + turn++) % urls.length]}${lesson.path}`, {
            redirect: "manual",
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            ...(feedback
              ? {
                  method: "POST",
                  headers: { cookie: member.cookie, "Next-Action": actionId, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
                  body: JSON.stringify([{}, { rating: index % 2 ? "up" : "down", feedback_text: text, page_url: lesson.path }]),
                }
              : { headers: { cookie: member.cookie } }),
          });
          const body = await response.text();
          outcome = response.status;
          if (keepCookies(member, response.headers.getSetCookie())) sessionUpdates++;
          if (feedback) {
            const result = response.status === 200 ? actionResult(body) : null;
            ok = result?.ok === true;
            error = result?.error;
            if (ok) rated++;
          } else {
            ok = response.status === 200 && body.includes("Was this helpful?");
          }
        } catch (failure) {
          outcome = (failure as Error).name === "TimeoutError" ? "timeout" : "network";
        }
        samples.push({ kind: feedback ? "feedback" : "read", member: index, start, end: performance.now(), outcome, ok, text, error });
      }
    }),
  );
  return Object.assign(samples, { sessionUpdates });
}

