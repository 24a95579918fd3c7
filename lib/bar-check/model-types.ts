/** One answer in a round's pool: a member's entry, or an anchor (an editors' sample) with its fixed editor value. */
export type PoolItem = { id: string; anchor?: number };

/** One judgement: `left` and `right` were shown, `winner` is the id chosen; `judge` is an opaque judge key. */
export type Judgement = { judge: string; left: string; right: string; winner: string };

/** The editors' five levels, 1 (Very Weak or Missing) to 5 (Very Strong): the scale every place is read on. */
export const SCALE = { min: 1, max: 5, middle: 3 } as const;
/** Where Strong begins: an answer whose true place is at or above this would be scored Strong (4) or above. */
export const STRONG_FROM = 3.5;
