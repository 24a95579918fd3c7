import "server-only";
import { cookies } from "next/headers";
import { LOGIN_EVENT_COOKIE } from "./login-event";

/** Marks a successful sign-in so the analytics island can send its "Login" event on the next page. */
export async function markSignedIn(): Promise<void> {
  const store = await cookies();
  store.set(LOGIN_EVENT_COOKIE, "1", { path: "/", maxAge: 60, sameSite: "lax" });
}
