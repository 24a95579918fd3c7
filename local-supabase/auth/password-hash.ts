import { hash, hashSync, verify } from "@node-rs/bcrypt";

/** A new password's bcrypt hash, at the backend's cost (BackendConfig.passwordHashCost). */
export function hashPassword(password: string, cost: number): Promise<string> {
  return hash(password, { cost });
}

const dummies = new Map<number, string>();

/**
 * Checks a password against a user's hash, or, for an unknown email or a user without a password, against a dummy
 * hash of the same cost, so that a missing account takes as long as a wrong password.
 */
export function passwordMatches(password: string, encrypted: string | null | undefined, cost: number): Promise<boolean> {
  let against = encrypted;
  if (!against) {
    against = dummies.get(cost) ?? hashSync("no account has this password", { cost });
    dummies.set(cost, against);
  }
  return verify(password, against).catch(() => false);
}
