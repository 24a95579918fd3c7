import { createServerClient } from "@supabase/ssr";
import { PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from "../../local-supabase/config";

// The members of a load: purchased with the service role, then signed up and confirmed through the emailed link as a
// learner would, each with the session cookies a signed-in browser sends.

export interface Member {
  email: string;
  password: string;
  /** The session cookies a signed-in browser sends. */
  cookie: string;
}

const adminHeaders = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, "Content-Type": "application/json" };

/** Puts emails on the membership list (public.users) with the service role, as an operator would. */
export async function purchase(backendUrl: string, emails: string[]): Promise<void> {
  const response = await fetch(`${backendUrl}/rest/v1/users`, {
    method: "POST",
    headers: { ...adminHeaders, Prefer: "return=minimal" },
    body: JSON.stringify(emails.map((email) => ({ email }))),
  });
  if (response.status !== 201) throw new Error(`purchase failed: ${response.status} ${await response.text()}`);
}

/** The outbox of a backend on `backendUrl` started without LOCAL_SUPABASE_MAIL_PORT: the API port + 3 (config.ts mailPortFor). */
export function defaultMailUrl(backendUrl: string): string {
  const url = new URL(backendUrl);
  return `${url.protocol}//${url.hostname}:${Number(url.port) + 3}`;
}

/** The confirmation link in the newest email to exactly `email`, read through the outbox's Mailpit API. */
async function confirmationLink(mailUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const search = (await (await fetch(`${mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`)).json()) as {
      messages: { ID: string; To: { Address: string }[] }[];
    };
    const newest = search.messages.find((message) => message.To.some((to) => to.Address === email));
    if (newest) {
      const message = (await (await fetch(`${mailUrl}/api/v1/message/${newest.ID}`)).json()) as { Text: string };
      const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation email to ${email}`);
}

/**
 * Signs one purchased email up the way the site's server does, then confirms it as the member would: opens the emailed
 * link and exchanges the code it hands back (the app's /auth/callback), returning the session cookies that sets.
 */
export async function signUp(backendUrl: string, email: string, password: string, mailUrl = defaultMailUrl(backendUrl)): Promise<Member> {
  const jar = new Map<string, string>();
  const supabase = createServerClient(backendUrl, PUBLISHABLE_KEY, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { error } = await supabase.auth.signUp({ email, password, options: { data: { name: `Load ${email.split("@")[0]}` } } });
  if (error) throw error;
  const verified = await fetch(await confirmationLink(mailUrl, email), { redirect: "manual" });
  const code = new URL(verified.headers.get("location") ?? "http://x/").searchParams.get("code");
  if (!code) throw new Error(`confirmation of ${email} failed: ${verified.status} ${verified.headers.get("location")}`);
  const exchanged = await supabase.auth.exchangeCodeForSession(code);
  if (exchanged.error) throw exchanged.error;
  // The proof of the email cleared the sign-up's password (docs/security.md): set again, as "Choose your password" does.
  const chosen = await supabase.auth.updateUser({ password });
  if (chosen.error) throw chosen.error;
  return { email, password, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") };
}

/** Runs `worker` over `items` with at most `concurrency` at a time, keeping the results in order. */
export async function mapLimited<T, R>(items: T[], concurrency: number, worker: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await worker(items[index]!, index);
      }
    }),
  );
  return results;
}

/** Purchases and signs up `count` members. Sign-up is bcrypt-bound (about 40 a second here), so a few at a time. */
export async function createMembers(backendUrl: string, count: number, prefix: string, concurrency = 4): Promise<Member[]> {
  const emails = Array.from({ length: count }, (_, index) => `${prefix}-${index}@example.com`);
  await purchase(backendUrl, emails);
  return mapLimited(emails, concurrency, (email) => signUp(backendUrl, email, `load-pass-${email}`));
}

