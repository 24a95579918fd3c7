"use client";

import { useState, useSyncExternalStore } from "react";
import { THEME_COOKIE, THEMES, themeAttribute, themeFrom, type Theme } from "@/lib/theme/theme";

const LABELS: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const unchanging = () => () => {};
const pageTheme = () => themeFrom(document.documentElement.dataset.theme);

/**
 * The header's theme control: System, Light or Dark, applied at once and remembered in a cookie for a year. It shows
 * the theme on <html> (set from the cookie before the first paint); `initial` is what the server read from the same
 * cookie, and is unknown on a page prepared for every member (a lesson).
 */
export function ThemeSelect({ initial }: { initial?: Theme }) {
  const [chosen, setChosen] = useState<Theme | null>(null);
  const shown = useSyncExternalStore(unchanging, pageTheme, () => initial ?? "system");
  const theme = chosen ?? shown;
  const choose = (next: Theme) => {
    setChosen(next);
    const attribute = themeAttribute(next);
    if (attribute) document.documentElement.dataset.theme = attribute;
    else delete document.documentElement.dataset.theme;
    document.cookie = next === "system" ? `${THEME_COOKIE}=; path=/; max-age=0; samesite=lax` : `${THEME_COOKIE}=${next}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  };
  return (
    <label className="flex items-center">
      <span className="sr-only">Theme</span>
      <select
        data-theme-control
        value={theme}
        onChange={(event) => choose(event.target.value as Theme)}
        className="h-11 rounded-md border border-slate-300 bg-white px-1.5 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        {THEMES.map((option) => (
          <option key={option} value={option}>
            {LABELS[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
