// The colour theme a visitor chose, kept in a cookie so the server renders <html> with it and the first paint is
// already right, with no script before it. No cookie means "system": the device's setting decides.

export const THEME_COOKIE = "theme";
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** The theme a cookie value names; anything else is "system". */
export function themeFrom(value: string | undefined): Theme {
  return THEMES.find((theme) => theme === value) ?? "system";
}

/** The `data-theme` of <html> for a theme: none for "system", which the stylesheet leaves to the device. */
export const themeAttribute = (theme: Theme) => (theme === "system" ? undefined : theme);
