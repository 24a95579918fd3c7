/** A prompt for the interviewer at a moment of the question's time. */
export interface TimeCue {
  /** Seconds from the start. */
  at: number;
  text: string;
}

/**
 * What the interviewer should be doing when, for a question of `minutes`: the shape of a real PM interview (clarify,
 * structure, answer, probe, close), in proportion to the time the question allows.
 */
export function timeCues(minutes: number): TimeCue[] {
  const total = minutes * 60;
  const at = (share: number) => Math.round((total * share) / 30) * 30;
  const cues: TimeCue[] = [
    { at: 0, text: "Read the prompt aloud once, then let the candidate ask clarifying questions." },
    { at: at(0.2), text: "Clarifying should be done: the candidate should be laying out a structure." },
    { at: at(0.5), text: "Halfway: if the answer has not reached a probe's moment, ask one now." },
  ];
  if (minutes >= 5) cues.push({ at: total - 120, text: "Two minutes left: ask for the recommendation or a summary." });
  cues.push({ at: total, text: "Time: stop the candidate and score them on the rubric." });
  return cues;
}

/** "4:05" */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
