import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { trustOf } from "@/features/mocks/trust";
import { emailDomain, FREE_MAIL_DOMAINS, hashLinkToken, isFreeMailDomain, isLinkToken, newLinkToken, workEmailMessage, workEmailProblem } from "@/features/mocks/work-email";

describe("the work email domain rule", () => {
  it("reads the domain of an address, lower-cased, and nothing from what is not one", () => {
    expect(emailDomain(" Asha@Acme.co.IN ")).toBe("acme.co.in");
    for (const bad of ["", "asha", "asha@", "@acme.com", "asha@localhost", "a b@acme.com", "asha@acme..com"]) expect(emailDomain(bad), bad).toBe("");
  });

  it("refuses free webmail, its subdomains too, and takes a company's or a college's domain", () => {
    for (const domain of ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "GMAIL.COM", "mail.yahoo.com", "yahoo.co.in", "rediffmail.com"]) {
      expect(isFreeMailDomain(domain), domain).toBe(true);
    }
    for (const domain of ["flipkart.com", "iitb.ac.in", "notgmail.com", "gmail.com.acme.io"]) expect(isFreeMailDomain(domain), domain).toBe(false);
    expect(workEmailProblem("asha@gmail.com")).toBe("gmail.com is a free email service, so it cannot show where you work or study. Give your work or college address.");
    expect(workEmailProblem("asha")).toBe("Give your work or college email address, such as asha@yourcompany.com.");
    expect(workEmailProblem(`${"a".repeat(250)}@acme.com`)).toBe("Give your work or college email address, such as asha@yourcompany.com.");
    expect(workEmailProblem("asha@swiggy.in")).toBeNull();
  });

  it("is the database's list too", () => {
    const sql = readFileSync("supabase/migrations/20261213020200_mock_work_email.sql", "utf8");
    const list = /free_mail_domains text\[\] := array\[([^\]]+)\]/.exec(sql)?.[1];
    expect(list?.match(/'([^']+)'/g)?.map((quoted) => quoted.slice(1, -1))).toEqual([...FREE_MAIL_DOMAINS]);
  });
});

describe("the link token", () => {
  it("is random, of one shape, and stored only as its SHA-256", () => {
    const first = newLinkToken();
    const second = newLinkToken();
    expect(first.token).not.toBe(second.token);
    expect(isLinkToken(first.token)).toBe(true);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).toBe(hashLinkToken(first.token));
    expect(first.hash).not.toContain(first.token);
    expect(hashLinkToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    for (const bad of ["", "short", `${first.token}x`, first.token.replace(/.$/, "="), 42]) expect(isLinkToken(bad)).toBe(false);
  });

  it("goes in an email that names the domain, the link's life and what to do if it was not asked for", () => {
    const { token } = newLinkToken();
    const { subject, text } = workEmailMessage("https://course.example.com", token, "acme.com");
    expect(subject).toBe("Confirm your work email for the mock board");
    expect(text).toContain(`https://course.example.com/mocks?verify=${token}#verify-email`);
    expect(text).toContain("The link works once, for 24 hours.");
    expect(text).toContain("If you did not ask for this, ignore this email");
  });
});

describe("the card's trust line", () => {
  it("names the verified domain and a LinkedIn given, never an address", () => {
    expect(trustOf({ work_email_domain: "acme.com", linkedin: "https://www.linkedin.com/in/asha" })).toBe("work email verified (acme.com) · LinkedIn connected");
    expect(trustOf({ work_email_domain: null, linkedin: "https://www.linkedin.com/in/asha" })).toBe("LinkedIn connected");
    expect(trustOf({ work_email_domain: "iitb.ac.in", linkedin: null })).toBe("work email verified (iitb.ac.in)");
    expect(trustOf({ work_email_domain: null, linkedin: null })).toBe("Nothing verified yet");
  });
});
