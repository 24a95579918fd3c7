/** Where Bar Check lives. */
export const BAR_CHECK_PATH = "/practice/bar-check";
export const BAR_CHECK_HOW_PATH = "/practice/bar-check/how";
/** A published card's public page and its Open Graph image. */
export const cardPath = (token: string) => `/bar-card/${token}`;
export const cardImagePath = (token: string) => `/bar-card/${token}/image.png`;
