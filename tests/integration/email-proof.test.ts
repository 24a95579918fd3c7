import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { databaseKinds, latestLinkTo, memoryStorage, startTestBackend, type TestBackend } from "./harness";

const ATTACKER = { name: "Mallory Attacker", phone_number: "+919123456780", linkedin_profile: "https://www.linkedin.com/in/mallory" };
const BUYER = { name: "Bharat Buyer", phone_number: "+919812345678", linkedin_profile: "https://www.linkedin.com/in/bharat" };

/**
 * Pre-account takeover (docs/security.md, 'Findings of the second outside review'): someone signs up first with a
 * buyer's email; whoever then proves the address owns the account, and nothing the first sign-up set survives the
 * proof. The same HTTP calls the app makes (sign-up twice, the emailed link, the code exchange, the password and the
 * details of the "Choose your password" step), on PGlite and on a Postgres server.
 */
describe.each(databaseKinds())("the email's proof resets the account on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    // No minimum interval between confirmation emails, so the buyer can sign up right after the attacker.
    backend = await startTestBackend(kind, { emailMaxFrequencySeconds: 0 });
  });
  afterAll(() => backend?.close());

  const purchased = async (prefix: string) => {
    const email = `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.com`;
    expect((await backend.service().from("users").insert({ email })).error).toBeNull();
    return email;
  };
  /** A browser of the app: its PKCE verifier and session in its own storage (the app's cookies). */
  const browser = (): SupabaseClient =>
    createClient(backend.url, ANON_KEY, {
      auth: { flowType: "pkce", persistSession: true, storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false },
    });
  const signUp = async (client: SupabaseClient, email: string, password: string, data: Record<string, string>) => {
    const { error } = await client.auth.signUp({ email, password, options: { data, emailRedirectTo: "http://localhost:3000/auth/callback" } });
    expect(error).toBeNull();
  };
  /** Opens the newest emailed link; returns the `code` it hands the browser that opens it. */
  const openLatestLink = async (email: string): Promise<string> => {
    const response = await fetch(await latestLinkTo(backend, email), { redirect: "manual" });
    const code = new URL(response.headers.get("location") ?? "http://x/").searchParams.get("code");
    expect(code, response.headers.get("location") ?? "").toBeTruthy();
    return code!;
  };
  const signsIn = async (email: string, password: string) =>
    !(await backend.client().auth.signInWithPassword({ email, password })).error;
  const profileOf = async (client: SupabaseClient) =>
    (await client.from("user_profiles").select("name, phone_number, linkedin_profile, owner_setup_pending").single()).data;
  /** The "Choose your password" step, as the app's action makes it: the password, then the details. */
  const choosePasswordAndDetails = async (client: SupabaseClient, password: string) => {
    expect((await client.auth.updateUser({ password, data: BUYER })).error).toBeNull();
    expect((await client.rpc("complete_account_setup", BUYER)).error).toBeNull();
  };

  /** The state every path must end in: the buyer's password and details, nothing of the attacker's. */
  const expectBuyerOwnsIt = async (email: string, buyer: SupabaseClient) => {
    expect(await signsIn(email, "attacker-password")).toBe(false);
    await choosePasswordAndDetails(buyer, "buyer-chosen-password");
    expect(await profileOf(buyer)).toEqual({ ...BUYER, owner_setup_pending: false });
    expect(await signsIn(email, "buyer-chosen-password")).toBe(true);
    expect(await signsIn(email, "attacker-password")).toBe(false);
    const { data } = await buyer.auth.getUser();
    expect(JSON.stringify(data.user?.user_metadata)).not.toMatch(/Mallory|9123456780|mallory/);
  };

  it("TK-A: the attacker signs up first, the buyer signs up and confirms: the attacker's password and profile are gone", async () => {
    const email = await purchased("tk-a");
    await signUp(browser(), email, "attacker-password", ATTACKER);
    const buyer = browser();
    await signUp(buyer, email, "buyer-password", BUYER);
    expect((await buyer.auth.exchangeCodeForSession(await openLatestLink(email))).error).toBeNull();

    // Proven, signed in, and waiting for the owner's password and details: nothing of the attacker's is left.
    expect(await signsIn(email, "attacker-password")).toBe(false);
    expect(await profileOf(buyer)).toEqual({ name: "", phone_number: null, linkedin_profile: null, owner_setup_pending: true });
    await expectBuyerOwnsIt(email, buyer);
  });

  it("TK-ADMIN: an email made admin before it had an account gives the attacker nothing, and the proven owner /admin", async () => {
    const email = await purchased("tk-admin");
    expect((await backend.service().from("admins").insert({ email })).error).toBeNull();
    await signUp(browser(), email, "attacker-password", ATTACKER);
    const buyer = browser();
    await signUp(buyer, email, "buyer-password", BUYER);
    expect((await buyer.auth.exchangeCodeForSession(await openLatestLink(email))).error).toBeNull();

    const attacker = backend.client();
    expect((await attacker.auth.signInWithPassword({ email, password: "attacker-password" })).error?.message).toBe("Invalid login credentials");
    expect((await attacker.rpc("admin_members")).error?.code).toBe("42501");
    await expectBuyerOwnsIt(email, buyer);
    expect((await buyer.rpc("admin_members", { search: email })).data).toEqual([expect.objectContaining({ email, is_admin: true })]);
  });

  it("TK-B: the buyer clicks the link the attacker's sign-up sent: confirmed without the attacker's password, and recovery lets the buyer in", async () => {
    const email = await purchased("tk-b");
    const attacker = browser();
    await signUp(attacker, email, "attacker-password", ATTACKER);
    // The code goes to the buyer's browser, which has no verifier for it: the address is proven, no one signed in.
    const buyer = browser();
    expect((await buyer.auth.exchangeCodeForSession(await openLatestLink(email))).error).not.toBeNull();
    expect(await signsIn(email, "attacker-password")).toBe(false);

    expect((await buyer.auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/auth/callback" })).error).toBeNull();
    expect((await buyer.auth.exchangeCodeForSession(await openLatestLink(email))).error).toBeNull();
    expect(await profileOf(buyer)).toEqual({ name: "", phone_number: null, linkedin_profile: null, owner_setup_pending: true });
    await expectBuyerOwnsIt(email, buyer);
  });

  it("refuses the details step without a password, with bad details, and once it is done", async () => {
    const email = await purchased("setup");
    const buyer = browser();
    await signUp(buyer, email, "buyer-password", BUYER);
    expect((await buyer.auth.exchangeCodeForSession(await openLatestLink(email))).error).toBeNull();
    expect((await buyer.rpc("complete_account_setup", BUYER)).error?.message).toBe("Choose a password first.");
    expect((await buyer.auth.updateUser({ password: "buyer-chosen-password" })).error).toBeNull();
    const bad = { ...BUYER, linkedin_profile: "javascript:alert(1)//linkedin.com/in/x" };
    expect((await buyer.rpc("complete_account_setup", bad)).error?.message).toBe("LinkedIn profile link is not valid, please correct it.");
    expect((await buyer.rpc("complete_account_setup", { ...BUYER, phone_number: "12345" })).error?.message).toBe(
      "Enter a valid phone number, including the country code.",
    );
    expect((await profileOf(buyer))?.owner_setup_pending).toBe(true);
    expect((await buyer.rpc("complete_account_setup", BUYER)).error).toBeNull();
    // Once done, the profile is read-only again: a second call changes nothing.
    expect((await buyer.rpc("complete_account_setup", { ...BUYER, name: "Someone Else" })).error).toBeNull();
    expect(await profileOf(buyer)).toEqual({ ...BUYER, owner_setup_pending: false });
    expect((await backend.client().rpc("complete_account_setup", BUYER)).error?.code).toBe("42501");
  });
});
