import { escapeHtml } from "../http";
import type { OutgoingEmail } from "./outbox";

/**
 * The password-recovery email: GoTrue's default subject and wording, saying plainly what the link does, for which
 * account, how long it works and that it works once.
 */
export function recoveryEmail(to: string, link: string, lifetimeSeconds: number): OutgoingEmail {
  const minutes = Math.round(lifetimeSeconds / 60);
  const lifetime = minutes >= 1 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : `${lifetimeSeconds} seconds`;
  const html = `<h2>Reset your password</h2>

<p>We received a request to reset the password of the account for ${escapeHtml(to)}. Follow the link below to choose a new one.
The link signs you in so that you can set the new password; it works once and expires in ${lifetime}.</p>
<p><a href="${escapeHtml(link)}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email: your password stays as it is.</p>`;
  const text = `Reset your password

We received a request to reset the password of the account for ${to}. Open the link below to choose a new one. The link signs you in so that you can set the new password; it works once and expires in ${lifetime}.

Reset password: ${link}

If you didn't request this, you can safely ignore this email: your password stays as it is.
`;
  return { to: { Name: "", Address: to }, subject: "Reset your password", html, text };
}
