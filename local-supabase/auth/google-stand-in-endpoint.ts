import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { escapeHtml, readBody, redirect, sendHtml } from "../http";
import type { AuthContext } from "./context";

export interface GoogleProfile {
  email: string;
  name: string;
}

/** Google's stable numeric account id, derived from the email so the same person links to the same identity. */
export function googleSubject(email: string): string {
  return BigInt(`0x${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 16)}`).toString().padStart(21, "1");
}

/** The stand-in's "code" carries the chosen account to the callback, where Google's would be exchanged. */
export function encodeProfileCode(profile: GoogleProfile): string {
  return Buffer.from(JSON.stringify(profile)).toString("base64url");
}

export function decodeProfileCode(code: string): GoogleProfile | null {
  try {
    const value = JSON.parse(Buffer.from(code, "base64url").toString("utf8")) as Partial<GoogleProfile>;
    if (typeof value.email !== "string" || typeof value.name !== "string") return null;
    return { email: value.email, name: value.name };
  } catch {
    return null;
  }
}

/** GET: the page that stands in for Google's account chooser. */
export function showGoogleStandIn(_req: IncomingMessage, res: ServerResponse, _ctx: AuthContext, url: URL): void {
  const state = escapeHtml(url.searchParams.get("state") ?? "");
  sendHtml(
    res,
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;margin-top:.25rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.5rem;margin-right:.5rem;padding:.6rem 1.2rem;font-size:1rem}</style></head>
<body><main><h1>Sign in with Google</h1>
<p>This local page stands in for Google's sign-in. Type the Google account to sign in as.</p>
<form method="post" action="/auth/v1/__emulator/google">
<input type="hidden" name="state" value="${state}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required>
<label for="name">Full name</label><input id="name" name="name" type="text" autocomplete="name">
<button type="submit" name="action" value="allow">Continue</button>
<button type="submit" name="action" value="deny" formnovalidate>Cancel</button>
</form></main></body></html>`,
  );
}

/** POST: the person chose an account (or cancelled); go back to the auth server's callback as Google would. */
export async function submitGoogleStandIn(req: IncomingMessage, res: ServerResponse, ctx: AuthContext): Promise<void> {
  const form = new URLSearchParams(await readBody(req));
  const callback = new URL(`${ctx.baseUrl}/auth/v1/callback`);
  callback.searchParams.set("state", form.get("state") ?? "");
  if (form.get("action") === "deny") {
    callback.searchParams.set("error", "access_denied");
    callback.searchParams.set("error_description", "The user denied access");
  } else {
    const email = (form.get("email") ?? "").trim();
    callback.searchParams.set("code", encodeProfileCode({ email, name: (form.get("name") ?? "").trim() }));
  }
  redirect(res, 302, callback.toString());
}
