import type { IncomingMessage } from "node:http";
import { isPlainObject, parseJson, readBody } from "../http";
import { AuthError } from "./errors";

/** Reads a JSON object body, answering like GoTrue for bodies that are not JSON (too large: see the router). */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (text.trim() === "") return {};
  const parsed = parseJson(text);
  if (!parsed.ok) throw new AuthError(400, "bad_json", `Could not parse request body as JSON: ${parsed.message}`);
  if (!isPlainObject(parsed.value)) {
    throw new AuthError(400, "bad_json", "Could not parse request body as JSON: expected an object");
  }
  return parsed.value;
}

export function optionalString(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === "string" ? value : "";
}

// Control characters (NUL above all, which Postgres text cannot hold) are not allowed anywhere in an address.
const EMAIL = /^[^\s@"<>(),;:\0-\x1f\x7f]+@[^\s@"<>(),;:\0-\x1f\x7f]+\.[^\s@"<>(),;:\0-\x1f\x7f]+$/;

/** GoTrue's email checks: length, then syntax. Returns the lower-cased address. */
export function validEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255) throw new AuthError(400, "validation_failed", "An email address is too long");
  if (!EMAIL.test(email)) throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
  return email;
}

/** Validates the PKCE pair when either half is sent (see docs/local-backend.md, 'Sign-up endpoint'). */
export function validatePkcePair(body: Record<string, unknown>): { challenge: string; method: string } | null {
  const challenge = optionalString(body, "code_challenge");
  const method = optionalString(body, "code_challenge_method");
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw new AuthError(400, "validation_failed", "PKCE flow requires code_challenge_method and code_challenge");
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw new AuthError(400, "validation_failed", "code challenge has to be between 43 and 128 characters");
  }
  if (!["s256", "plain"].includes(method.toLowerCase())) {
    throw new AuthError(400, "validation_failed", "Code challenge method not supported");
  }
  return { challenge, method: method.toLowerCase() };
}
