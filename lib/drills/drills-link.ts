/** The drills page. */
export const DRILLS_PATH = "/drills";

/** The sidebar's and avatar menu's entry: "Drills · 12 due", or "Drills" when nothing is due or the count is unknown. */
export const drillsLabel = (due: number | null) => (due ? `Drills · ${due} due` : "Drills");
