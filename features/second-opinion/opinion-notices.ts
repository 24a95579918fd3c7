/**
 * What the page says after the "Second opinion" button, by a fixed key in its address (`?opinion=`): never text a
 * request carried. Refusals come from the database's limits (grader_begin); `failed` from the grader itself.
 */
export const OPINION_NOTICES = {
  failed: "No second opinion this time: the grader did not answer in time, or gave a reply that could not be checked, so nothing is shown. Try again later.",
  busy: "A second opinion you asked for is still on its way. Wait a minute, then reload this page.",
  cap: "You have asked for as many second opinions as a member may in one day. Try again tomorrow.",
  budget: "Second opinions have used up today's allowance for the whole course. Try again tomorrow.",
  off: "The second opinion is not offered for this question right now.",
  ungraded: "Grade your answer yourself first: the second opinion comes after.",
} as const;

export type OpinionNotice = keyof typeof OPINION_NOTICES;

export const isOpinionNotice = (value: unknown): value is OpinionNotice => typeof value === "string" && Object.hasOwn(OPINION_NOTICES, value);

/** The notice for a refusal of grader_begin, by its message (the messages are the migration's own). */
export function noticeForRefusal(message: string): OpinionNotice {
  if (message.startsWith("A second opinion you asked for")) return "busy";
  if (message.startsWith("You have asked for")) return "cap";
  if (message.startsWith("Second opinions have used up")) return "budget";
  if (message.startsWith("Grade your answer")) return "ungraded";
  return "failed";
}
