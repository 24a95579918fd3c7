const when = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** "27 Nov 2026, 4:05 pm": a moment as learners in India read it. */
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** "12 min 5 s": time taken on an answer. */
export const formatDuration = (seconds: number) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`);
