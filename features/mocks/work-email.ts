import { createHash, randomBytes } from "node:crypto";

/**
 * Verifying a work or college email for the mock board: the domain rule, the link's token, and the email that carries
 * it. The database holds the same list of free webmail domains (20261213020200_mock_work_email.sql, checked equal by a
 * unit test) and keeps only a token's hash; the worker (mail-worker.ts) makes the token when it sends the link, so the
 * token itself is never stored anywhere.
 */

/** Free webmail: anyone can have an address there, so it says nothing about where its owner works or studies. */
export const FREE_MAIL_DOMAINS = [
  "gmail.com", "googlemail.com", "yahoo.com", "yahoo.co.in", "yahoo.in", "ymail.com", "rocketmail.com", "outlook.com", "outlook.in",
  "hotmail.com", "hotmail.co.in", "live.com", "live.in", "msn.com", "icloud.com", "me.com", "mac.com", "aol.com", "proton.me",
  "protonmail.com", "pm.me", "zoho.com", "zohomail.in", "rediffmail.com", "gmx.com", "gmx.net", "mail.com", "yandex.com", "yandex.ru",
  "tutanota.com", "fastmail.com", "hey.com",
] as const;
const free = new Set<string>(FREE_MAIL_DOMAINS);

/** How long an emailed link works, once. */
export const WORK_EMAIL_LINK_HOURS = 24;
/** The most links a member may ask for in 24 hours (the database's limit). */
export const WORK_EMAIL_LINKS_PER_DAY = 3;

/** "Acme.co.in" from "Asha@Acme.co.in": the part after the last @, lower-cased; "" for what is not an address. */
export function emailDomain(address: string): string {
  const match = /^[^\s@]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/i.exec(address.trim());
  return match ? match[1]!.toLowerCase() : "";
}

/** Whether `domain` is a free webmail domain, or a subdomain of one ("mail.yahoo.com"). */
export function isFreeMailDomain(domain: string): boolean {
  const parts = domain.toLowerCase().split(".");
  return parts.some((_, index) => free.has(parts.slice(index).join(".")));
}

/** The refusal for an address that cannot verify a workplace or college, or null when it can be sent a link. */
export function workEmailProblem(address: string): string | null {
  const domain = emailDomain(address);
  if (!domain || address.trim().length > 254) return "Give your work or college email address, such as asha@yourcompany.com.";
  if (isFreeMailDomain(domain)) return `${domain} is a free email service, so it cannot show where you work or study. Give your work or college address.`;
  return null;
}

/** A new link token (32 random bytes, base64url) and the hash the database keeps of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

/** The SHA-256 of a token, in hex: what the database stores and compares. */
export const hashLinkToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A token as newLinkToken makes them; anything else in an address is not looked up at all. */
export const isLinkToken = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);

/** The email with the link: where it goes on the site, for how long it works, and what to do if it was not asked for. */
export function workEmailMessage(site: string, token: string, domain: string): { subject: string; text: string } {
  return {
    subject: "Confirm your work email for the mock board",
    text: [
      "Hello,",
      "",
      `Someone, most likely you, asked to show on the course's mock board that they have an email address at ${domain}.`,
      "To confirm it, open this link while signed in to the course, and press Confirm:",
      "",
      `${site}/mocks?verify=${token}#verify-email`,
      "",
      `The link works once, for ${WORK_EMAIL_LINK_HOURS} hours. Your card will show "work email verified (${domain})": the domain only, never this address.`,
      "If you did not ask for this, ignore this email: nothing changes.",
    ].join("\n"),
  };
}
