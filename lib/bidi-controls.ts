/**
 * Bidirectional control characters: the marks (LRM U+200E, RLM U+200F, ALM U+061C), embeddings and overrides
 * (U+202A-U+202E) and isolates (U+2066-U+2069). In a name or comment another member reads they reorder what follows, so
 * "Ravi" can show as someone else or a link read backwards. The database refuses the same set (public.has_bidi_controls).
 */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

export const hasBidiControls = (value: string): boolean => BIDI_CONTROLS.test(value);
