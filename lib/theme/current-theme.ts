import "server-only";
import { cookies } from "next/headers";
import { THEME_COOKIE, themeFrom, type Theme } from "./theme";

/** The theme this request's cookie names ("system" without one). */
export async function currentTheme(): Promise<Theme> {
  return themeFrom((await cookies()).get(THEME_COOKIE)?.value);
}
