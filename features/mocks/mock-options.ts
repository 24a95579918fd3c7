/** How long each member says they have been working, as the board shows it. */
export const EXPERIENCE_BANDS = [
  { key: "student", label: "Student or fresher" },
  { key: "0-2", label: "Up to 2 years" },
  { key: "2-5", label: "2 to 5 years" },
  { key: "5-plus", label: "More than 5 years" },
] as const;
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]["key"];
export const experienceKeys = EXPERIENCE_BANDS.map((band) => band.key);

const DAYS = [
  { key: "mon", label: "Mon" },
  { key: "tue", label: "Tue" },
  { key: "wed", label: "Wed" },
  { key: "thu", label: "Thu" },
  { key: "fri", label: "Fri" },
  { key: "sat", label: "Sat" },
  { key: "sun", label: "Sun" },
] as const;
const PARTS = [
  { key: "morning", label: "morning (9-12)" },
  { key: "afternoon", label: "afternoon (12-5)" },
  { key: "evening", label: "evening (5-9)" },
] as const;

/** The parts of this week's days (IST) a member can do, as the database stores them: "mon-morning". */
export const SLOTS = DAYS.flatMap((day) => PARTS.map((part) => ({ key: `${day.key}-${part.key}`, label: `${day.label} ${part.label}` })));
export const slotKeys = SLOTS.map((slot) => slot.key);
const slotLabels = new Map(SLOTS.map((slot) => [slot.key, slot.label]));
/** "Sat morning (9-12)" for "sat-morning". */
export const slotLabel = (key: string) => slotLabels.get(key) ?? key;

/** Who asks the questions first; the two swap for the second half. */
export const FIRST_INTERVIEWER = [
  { key: "me", label: "I interview first" },
  { key: "partner", label: "My partner interviews first" },
] as const;

/** The most open requests, requests a day and acceptances a day a member may have; the database refuses beyond them. */
export const MOCK_LIMITS = { openRequests: 5, requestsPerDay: 20, acceptancesPerDay: 10 } as const;
/** How long a mock takes, both halves: what the calendar file blocks out. */
export const MOCK_MINUTES = 60;
/** How long after its planned end a mock's card keeps its links, for a mock that starts or runs late. */
export const MOCK_MARGIN_MINUTES = 30;
/** How long after the start "did not come" opens: a partner a few minutes late is not absent (the database agrees). */
export const NO_SHOW_GRACE_MINUTES = 15;
/** How long after the start a member's feedback stays hidden from the partner who has not sent theirs (the database's rule). */
export const FEEDBACK_BLIND_HOURS = 48;
