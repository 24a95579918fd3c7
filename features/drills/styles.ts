/** The drills' buttons and links, in the site's colours, each at least 44 px tall to tap on a phone. */
export const primaryButton =
  "min-h-11 rounded-md bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700";
export const secondaryButton =
  "min-h-11 rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700";
/** A link that stands on its own line (not one inside a sentence), so it can be as tall as a button. */
export const linkClass = "inline-flex min-h-11 items-center text-violet-800 underline hover:text-violet-950";
export const RESULT_LABEL = { right: "Right", partial: "Partly right", missed: "Missed" } as const;
