"use client";

import { useState } from "react";
import { THEME_COOKIE, THEMES, themeAttribute, type Theme } from "@/lib/theme/theme";

const LABELS: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The header's theme control: System, Light or Dark, applied at once and remembered in a cookie for a year. */
export function ThemeSelect({ initial }: { initial: Theme }) {
  const [theme, setTheme] = useState(initial);
  const choose = (next: Theme) => {
    setTheme(next);
    const attribute = themeAttribute(next);
    if (attribute) document.documentElement.dataset.theme = attribute;
    else delete document.documentElement.dataset.theme;
    document.cookie = next === "system" ? `${THEME_COOKIE}=; path=/; max-age=0; samesite=lax` : `${THEME_COOKIE}=${next}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  };
  return (
    <label className="flex items-center">
      <span className="sr-only">Theme</span>
      <select
        value={theme}
        onChange={(event) => choose(event.target.value as Theme)}
        className="h-10 rounded-md border border-slate-300 bg-white px-1.5 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
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
