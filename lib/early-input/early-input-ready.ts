/** What the page's scripts call once React has hydrated the page (components/layout/early-input-replay.tsx). */
export const EARLY_INPUT_READY = "__earlyInputReady";
