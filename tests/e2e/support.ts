import AxeBuilder from "@axe-core/playwright";
import { createClient } from "@supabase/supabase-js";
import { expect, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { e2eUrls } from "../../playwright.config";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../local-supabase/config";
import { nodeClientOptions } from "../../lib/supabase/client-options";

export const DEMO = { email: "demo@example.com", password: "learn-pm-2026", name: "Asha Verma" };
export const WELCOME = "/dashboard/intro/welcome";

/** The local backend as an operator (service role) sees it: to add purchases and to check what was stored. */
export function backendAdmin() {
  return createClient(e2eUrls.backend, SERVICE_ROLE_KEY, { ...nodeClientOptions, auth: { persistSession: false, autoRefreshToken: false } });
}

/** An anonymous client of the local backend, as a browser would have. */
export function backendClient() {
  return createClient(e2eUrls.backend, ANON_KEY, { ...nodeClientOptions, auth: { persistSession: false, autoRefreshToken: false } });
}

/** A new email on the membership list, as a purchase would add it. */
export async function purchasedEmail(): Promise<string> {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const { error } = await backendAdmin().from("users").insert({ email });
  if (error) throw new Error(error.message);
  return email;
}

export async function logInWithEmail(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto("/email-login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Logs the demo member in and waits for the welcome lesson, where a successful login lands. */
export async function signIn(page: Page) {
  await logInWithEmail(page);
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The alert box every error is shown in. */
export const alertBox = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });
