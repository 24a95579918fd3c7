import { escapeHtml } from "../http";
import type { OutgoingEmail } from "./outbox";

/**
 * The sign-up confirmation email: GoTrue's default subject ("Confirm Your Signup"), saying what the link does, for which
 * address, how long it works, and what to do if someone else signed up with this address (nothing: the account stays
 * unusable, and a Google sign-in with this address removes the stranger's password).
 */
export function confirmationEmail(to: string, link: string, lifetimeSeconds: number): OutgoingEmail {
  const minutes = Math.round(lifetimeSeconds / 60);
  const lifetime = minutes >= 1 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : `${lifetimeSeconds} seconds`;
  const html = `<h2>Confirm your signup</h2>

<p>Someone signed up for an account with ${escapeHtml(to)}. Follow the link below to confirm that this address is yours
and finish signing up. It works once, on any device, and expires in ${lifetime}.</p>
<p><a href="${escapeHtml(link)}">Confirm your email</a></p>
<p>If you didn't sign up, ignore this email: without the confirmation nobody can sign in to the account.</p>`;
  const text = `Confirm your signup

Someone signed up for an account with ${to}. Open the link below to confirm that this address is yours and finish signing up. It works once, on any device, and expires in ${lifetime}.

Confirm your email: ${link}

If you didn't sign up, ignore this email: without the confirmation nobody can sign in to the account.
`;
  return { to: { Name: "", Address: to }, subject: "Confirm Your Signup", html, text };
}
