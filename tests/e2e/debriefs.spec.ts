import { expect } from "@playwright/test";
import { currentMonth, monthLabel, monthsBefore } from "../../lib/debriefs/months";
import { backendAdmin, confirmedMember, expectNoAxeViolationsInBothThemes, fitsWidth, purchasedEmail, signIn, test } from "./support";

/**
 * Interview debriefs, one journey: Asha reports a Swiggy round on a 360 px phone in the dark theme (a future month is
 * refused and what she typed stays; her markup is kept as text); an admin at 1280 px sees that she wrote it, edits a
 * name out (recorded), approves it and links its question to the bank; Ravi, another member, reads it in the Swiggy
 * guide's "What members reported" and on /debriefs without anything of Asha, and the bank question says where it was
 * reported. Two older approved Swiggy reports (through the service key) make the three a loop needs.
 */
test("a member reports a round, an admin edits and approves it, another member reads it in the guide, on /debriefs and on the bank question", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const password = "debriefs-2026";
  const [asha, admin, ravi] = await Promise.all(["Asha", "Admin", "Ravi"].map(async (name) => {
    const email = await purchasedEmail();
    await confirmedMember(email, password, { name: `${name} Debrief` });
    return email;
  }));
  const service = backendAdmin();
  expect((await service.from("admins").insert({ email: admin! })).error).toBeNull();
  const now = currentMonth();
  for (const [roundType, back] of [["recruiter-screen", 2], ["behavioural", 3]] as const) {
    const row = await service.from("debriefs").insert({ company_id: "swiggy", level: "pm", round_type: roundType, round_month: `${monthsBefore(now, back)}-01`, format: "phone", minutes: 30, questions: [`An earlier ${roundType} question.`] }).select("id").single();
    expect(row.error).toBeNull();
    expect((await service.rpc("admin_debrief_decide", { report: row.data!.id, decision: "approve" })).error).toBeNull();
  }

  // Asha reports from the Swiggy guide's link, on a phone in the dark theme.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: "dark" });
  await signIn(page, asha!, password);
  await page.goto("/debriefs/new?company=swiggy");
  await expect(page.getByRole("heading", { level: 1, name: "Report a round" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Company", exact: true })).toHaveValue("swiggy");
  await page.getByLabel("Role level").selectOption("pm");
  await page.getByLabel("Kind of round").selectOption("product-sense");
  await page.getByLabel("Month and year of the round").fill(monthsBefore(now, -2));
  await page.getByLabel("Format").selectOption("video");
  await page.getByLabel("Length in minutes").fill("45");
  const question = "<b>Rohit</b> from the Genie team asked: design Genie for people sending parcels to their parents.";
  await page.getByRole("textbox", { name: "Question 1", exact: true }).fill(question);
  await page.getByLabel("A tip for the next candidate (optional)").fill("Ask who the user is before anything else.");
  await page.getByRole("button", { name: "Send my report" }).click();
  await expect(page.getByText("The month of the round cannot be in the future.")).toBeVisible();
  // The refusal keeps every word typed.
  await expect(page.getByRole("textbox", { name: "Question 1", exact: true })).toHaveValue(question);
  await expect(page.getByLabel("Kind of round")).toHaveValue("product-sense");
  expect(await fitsWidth(page)).toBe(true);
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByLabel("Month and year of the round").fill(monthsBefore(now, 1));
  await page.getByRole("button", { name: "Send my report" }).click();
  await expect(page).toHaveURL(/\/debriefs\/mine\?sent=1$/);
  await expect(page.getByText("Waiting for an admin: only you can see it.")).toBeVisible();
  // Markup shows as text.
  await expect(page.getByText(question)).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await expectNoAxeViolationsInBothThemes(page);

  // The admin, on a laptop in the light theme, sees who wrote it, edits the name out, approves it and links the question.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin!, password);
  await adminPage.goto("/admin/debriefs");
  const report = adminPage.getByRole("listitem").filter({ hasText: asha! });
  await expect(report).toContainText(question);
  await report.getByText("Edit for privacy").click();
  const edited = "Design Genie for people sending parcels to their parents.";
  await report.getByRole("textbox", { name: "Question 1", exact: true }).fill(edited);
  await report.getByRole("button", { name: "Save the edit" }).click();
  await expect(report.getByText("Edit saved and recorded.")).toBeVisible();
  await expect(report).toContainText(`Edited by ${admin}`);
  await report.getByRole("button", { name: "Approve" }).click();
  // Approved, it moves from "Waiting for a decision" to "Decided".
  await expect(adminPage.getByRole("region", { name: /^Decided/ }).getByRole("listitem").filter({ hasText: asha! })).toContainText(`approved by ${admin}`);
  await report.getByText("Link questions to the bank").click();
  await report.getByLabel("Bank question id for question 1").fill("a-launch-that-failed");
  await report.getByRole("button", { name: "Link question 1" }).click();
  await expect(report.getByText("Linked.")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(adminPage);
  await adminContext.close();

  // Ravi reads it in the guide (rendered per request), on /debriefs and on the bank question: never Asha, never Rohit.
  const readerContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });
  const reader = await readerContext.newPage();
  await signIn(reader, ravi!, password);
  await reader.goto("/dashboard/companies/swiggy");
  const part = reader.getByRole("region", { name: "What members reported" });
  await expect(part.getByText(edited)).toBeVisible();
  await expect(part.getByText("The loop, as reported")).toBeVisible();
  await expect(part.getByText(`Product sense: 1 report, newest ${monthLabel(monthsBefore(now, 1))}`)).toBeVisible();
  await expect(part).not.toContainText("Rohit");
  await expect(part).not.toContainText("Asha");
  await expectNoAxeViolationsInBothThemes(reader);
  await reader.goto("/debriefs?company=swiggy");
  await expect(reader.getByText(edited)).toBeVisible();
  await expect(reader.getByText("Tip: Ask who the user is before anything else.")).toBeVisible();
  await expect(reader.getByRole("main")).not.toContainText("Asha");
  await expect(reader.getByRole("main")).not.toContainText(asha!);
  await expectNoAxeViolationsInBothThemes(reader);
  await reader.goto("/practice/a-launch-that-failed");
  await expect(reader.getByText(`Reported at Swiggy, ${monthLabel(monthsBefore(now, 1))} (1 report)`)).toBeVisible();
  await readerContext.close();
});
