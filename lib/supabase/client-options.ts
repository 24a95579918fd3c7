import WebSocket from "ws";

/**
 * supabase-js 2.119 refuses to create a client on Node without a global WebSocket (Node before 22), even though
 * this app never uses Realtime. Every server-side client is built with these options so it runs on Node 20.
 */
export const nodeClientOptions = {
  realtime: {
    // ws implements the browser WebSocket API that Realtime expects; its constructor type differs only in overloads.
    transport: WebSocket as unknown as typeof globalThis.WebSocket,
  },
};

/**
 * The session cookies' attributes. HttpOnly: only the server talks to Supabase, so no page script needs the
 * tokens. Lax: they still come along when Google sends the member back. Secure on the production site over https.
 */
export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax", secure } as const;
}
