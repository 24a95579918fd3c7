/**
 * The share of a lesson's reading time it must have been on screen before reaching its end completes it: a fast
 * reader reads at about twice the 200 words a minute the reading time assumes; a skim to the end reads nothing.
 */
export const READ_SHARE = 0.5;

/** How long a lesson of `minutes` reading time must be on screen before its end counts as having read it. */
export const readingTimeMs = (minutes: number) => Math.max(1, minutes) * 60_000 * READ_SHARE;

/**
 * Time on screen, counted while the page is visible: `visible` says whether it is now, `since` is when it last became
 * visible (null while hidden) and `before` the time counted up to then.
 */
export interface ScreenTime {
  before: number;
  since: number | null;
}

export const startScreenTime = (now: number, visible: boolean): ScreenTime => ({ before: 0, since: visible ? now : null });

/** The time counted at `now`. */
export const screenTimeAt = (time: ScreenTime, now: number) => time.before + (time.since === null ? 0 : now - time.since);

/** The count after the page became visible or hidden at `now`. */
export const screenTimeChanged = (time: ScreenTime, now: number, visible: boolean): ScreenTime => ({
  before: screenTimeAt(time, now),
  since: visible ? now : null,
});
