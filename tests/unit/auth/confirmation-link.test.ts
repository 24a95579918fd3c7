import { describe, expect, it } from "vitest";
import { confirmationLanding, detailsFromLanding } from "@/lib/auth/confirmation-link";

const details = { name: "Rohan Mehta", phone_number: "+919812345678", linkedin_profile: "https://www.linkedin.com/in/rohan-mehta" };

describe("the confirmation link's landing address", () => {
  it("lands on the site's confirmation page and carries the sign-up's details to whichever device opens it", () => {
    const landing = new URL(confirmationLanding("https://course.example", details));
    expect(landing.origin + landing.pathname).toBe("https://course.example/auth/callback/confirm");
    expect(detailsFromLanding(landing.searchParams, "rohan@example.com")).toEqual(details);
  });

  it("carries nothing when there are no details", () => {
    expect(confirmationLanding("https://course.example", null)).toBe("https://course.example/auth/callback/confirm");
    expect(detailsFromLanding(new URLSearchParams(), "rohan@example.com")).toBeNull();
  });

  it("gives nothing to fill the form with when the address's details break the sign-up's rules", () => {
    const landing = new URL(confirmationLanding("https://course.example", { ...details, linkedin_profile: "https://evil.example/in/rohan" }));
    expect(detailsFromLanding(landing.searchParams, "rohan@example.com")).toBeNull();
  });
});
