import AxeBuilder from "@axe-core/playwright";
import { createClient } from "@supabase/supabase-js";
import { expect, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { e2eUrls } from "../../playwright.config";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../local-supabase/config";

export const DEMO = { email: "demo@example.com", password: "learn-pm-2026", name: "Asha Verma" };
export const WELCOME = "/dashboard/intro/welcome";

/** The local backend as an operator (service role) sees it: to add purchases and to check what was stored. */
export function backendAdmin() {
  return createClient(e2eUrls.backend, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** An anonymous client of the local backend, as a browser would have. */
export function backendClient() {
  return createClient(e2eUrls.backend, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
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

/** Clicks "Sign in with Google" on /login and answers the local page that stands in for Google. */
export async function signInWithGoogle(page: Page, email: string, name = "") {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
}

type SignupField = "name" | "email" | "password" | "phone" | "linkedin";

/** Fills in /signup-user with the given fields (the others left empty) and presses "Sign up". */
export async function fillSignup(page: Page, fields: Partial<Record<SignupField, string>>) {
  await page.goto("/signup-user");
  if (fields.name !== undefined) await page.getByLabel("Full name").fill(fields.name);
  if (fields.email !== undefined) await page.getByLabel("Email").fill(fields.email);
  if (fields.password !== undefined) await page.getByLabel("Password").fill(fields.password);
  if (fields.phone !== undefined) await page.getByRole("textbox", { name: "Phone number" }).fill(fields.phone);
  if (fields.linkedin !== undefined) await page.getByLabel("LinkedIn profile link").fill(fields.linkedin);
  await page.getByRole("button", { name: "Sign up" }).click();
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
// Inside main: Next's route announcer is also an alert, and after a navigation it holds the page title.
export const alertBox = (page: Page) => page.getByRole("main").getByRole("alert").filter({ hasText: /\S/ });
