/**
 * The session cookies' attributes. HttpOnly: only the server talks to Supabase, so no page script needs the
 * tokens. Lax: they still come along when Google sends the member back. Secure on the production site over https.
 */
export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax", secure } as const;
}
