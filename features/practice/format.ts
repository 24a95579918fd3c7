/** "12 min 5 s": time taken on an answer. */
export const formatDuration = (seconds: number) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`);
