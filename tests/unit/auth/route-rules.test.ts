import { describe, expect, it, vi } from "vitest";
import { isPassThrough, loginPath, redirectFor } from "@/lib/auth/route-rules";
import { courseNavigation } from "@/lib/course/navigation";
import { WELCOME_PATH } from "@/lib/site-config";

// docs/decisions.md, 'Routes': the target of every "signed in" redirect.
const WELCOME = "/dashboard/intro/welcome";
const LOGIN = "/login";

// The proxy's own test of a lesson path.
const isLessonPath = (path: string) => courseNavigation.findLessonByPath(path) !== undefined;
const redirect = (path: string, signedIn: boolean) => redirectFor(path, signedIn, isLessonPath);

const AUTH_PAGES = ["/login", "/email-login", "/signup-user", "/forgot-password"];
const LESSONS = courseNavigation.lessons.map((lesson) => lesson.path);
const UNKNOWN_DASHBOARD_PATHS = [
  "/dashboard/intro",
  "/dashboard/intro/nope",
  "/dashboard/marketing/intro",
  "/dashboard/intro/welcome/extra",
  "/dashboard/Intro/Welcome",
  "/dashboard//intro/welcome",
];
const OTHER_PATHS = ["/", "/about", "/dashboardx", "/practicex", "/profiles", "/profile/edit", "/LOGIN", "/login/extra", "/auth", "/auth/callback/extra", "/api/feedback"];

describe("redirectFor", () => {
  it("lands signed-in redirects on the welcome lesson of docs/decisions.md", () => {
    expect(WELCOME_PATH).toBe(WELCOME);
  });

  describe("signed out", () => {
    it.each(AUTH_PAGES)("serves the auth page %s", (path) => {
      expect(redirect(path, false)).toBeNull();
    });

    it.each(["/profile", "/plan", "/stories", "/practice", "/drills", "/practice/mirror", "/practice/a-launch-that-failed", "/mocks", "/mocks/0b6f1c9e-8d1a-4c3e-9f2b-5a6d7e8f9a0b/calendar", "/practice/a-launch-that-failed/kit", "/practice/a-launch-that-failed/kit/candidate", "/reset-password", "/api/search", "/debriefs", "/debriefs/new", "/debriefs/mine", "/api/debriefs/guide", "/dashboard", ...LESSONS.slice(0, 3), LESSONS.at(-1)!])("sends the member page %s to /login", (path) => {
      expect(redirect(path, false)).toBe(LOGIN);
    });

    it.each(UNKNOWN_DASHBOARD_PATHS)("sends the unknown dashboard path %s to /login, not to the course", (path) => {
      expect(redirect(path, false)).toBe(LOGIN);
    });

    it.each(OTHER_PATHS)("sends %s (the / rule) to /login", (path) => {
      expect(redirect(path, false)).toBe(LOGIN);
    });
  });

  describe("signed in", () => {
    it.each(AUTH_PAGES)("sends the auth page %s to the welcome lesson", (path) => {
      expect(redirect(path, true)).toBe(WELCOME);
    });

    it.each(["/mocks", "/mocks/0b6f1c9e-8d1a-4c3e-9f2b-5a6d7e8f9a0b/calendar", "/practice/a-launch-that-failed/kit", "/practice/a-launch-that-failed/kit/candidate"])("serves the mock interview page %s", (path) => {
      expect(redirect(path, true)).toBeNull();
    });

    it("serves /profile, /reset-password (where a recovery link lands, signed in) and the lesson search", () => {
      expect(redirect("/reset-password", true)).toBeNull();
      expect(redirect("/profile", true)).toBeNull();
      expect(redirect("/api/search", true)).toBeNull();
    });

    it.each(["/practice", "/practice/mirror", "/practice/history", "/practice/a-launch-that-failed", "/practice/a-launch-that-failed/kit", "/practice/no-such-question"])(
      "serves the practice page %s, which answers an unknown question itself",
      (path) => {
        expect(redirect(path, true)).toBeNull();
      },
    );

    it.each(LESSONS)("serves the lesson %s", (path) => {
      expect(redirect(path, true)).toBeNull();
    });

    it("serves /dashboard, whose page picks the lesson to continue", () => {
      expect(redirect("/dashboard", true)).toBeNull();
    });

    it.each(UNKNOWN_DASHBOARD_PATHS)("sends the unknown dashboard path %s to the welcome lesson", (path) => {
      expect(redirect(path, true)).toBe(WELCOME);
    });

    it.each(OTHER_PATHS)("sends %s (the / rule) to the welcome lesson", (path) => {
      expect(redirect(path, true)).toBe(WELCOME);
    });
  });

  describe("the admin pages", () => {
    const ADMIN_PAGES = ["/admin", "/admin/members", "/admin/members/export", "/admin/feedback", "/admin/feedback/export", "/admin/purchases", "/admin/mocks", "/admin/grader", "/admin/debriefs", "/admin/debriefs/outcomes"];

    it.each(ADMIN_PAGES)("sends %s to /login when signed out, and serves it when signed in (the page checks admin)", (path) => {
      expect(redirect(path, false)).toBe(LOGIN);
      expect(redirect(path, true)).toBeNull();
      expect(redirect(`${path}/`, true)).toBe(path);
    });

    it.each(["/admin/other", "/admin/members/extra", "/Admin", "/administrator"])("sends the unknown path %s where unknown paths go", (path) => {
      expect(redirect(path, false)).toBe(LOGIN);
      expect(redirect(path, true)).toBe(WELCOME);
    });
  });

  describe("the payment webhook", () => {
    it.each([false, true])("serves /api/webhooks/razorpay whether or not signed in (signed in: %s)", (signedIn) => {
      expect(redirect("/api/webhooks/razorpay", signedIn)).toBeNull();
      expect(isPassThrough("/api/webhooks/razorpay")).toBe(true);
      expect(isPassThrough("/api/webhooks/razorpay/extra")).toBe(false);
    });
  });

  describe("a published Bar card", () => {
    const token = "Ab3_-".repeat(8) + "xyz";
    it.each([false, true])("serves a card and its image by token whether or not signed in (signed in: %s)", (signedIn) => {
      expect(redirect(`/bar-card/${token}`, signedIn)).toBeNull();
      expect(redirect(`/bar-card/${token}/image.png`, signedIn)).toBeNull();
    });
    it.each(["/bar-card", "/bar-card/", "/bar-card/short", `/bar-card/${token}/other`, `/bar-card/${token}/image.png/x`, `/bar-card/${token}.x`, "/bar-card/../practice"])(
      "lets nothing else under /bar-card through signed out: %s",
      (path) => {
        expect(isPassThrough(path)).toBe(false);
        expect(redirect(path, false)).toBe(LOGIN);
      },
    );
  });

  describe("the OAuth return", () => {
    it.each([false, true])("serves /auth/callback whether or not signed in (signed in: %s)", (signedIn) => {
      expect(redirect("/auth/callback", signedIn)).toBeNull();
      expect(redirect("/auth/callback/", signedIn)).toBeNull();
    });

    it.each([false, true])("serves the confirmation link's landing whether or not signed in, on the device that opens it (signed in: %s)", (signedIn) => {
      expect(redirect("/auth/callback/confirm", signedIn)).toBeNull();
      expect(isPassThrough("/auth/callback/confirm")).toBe(true);
    });
  });

  describe("trailing slashes", () => {
    it("serves an auth page with a trailing slash to a signed-out visitor", () => {
      expect(redirect("/login/", false)).toBeNull();
      expect(redirect("/signup-user//", false)).toBeNull();
    });

    it("sends an auth page with a trailing slash to the welcome lesson when signed in", () => {
      expect(redirect("/email-login/", true)).toBe(WELCOME);
    });

    it("sends a member page with a trailing slash to its bare path when signed in", () => {
      expect(redirect("/dashboard/analytical/metrics/", true)).toBe("/dashboard/analytical/metrics");
      expect(redirect("/profile/", true)).toBe("/profile");
    });

    it("treats /dashboard/ like /dashboard", () => {
      expect(redirect("/dashboard/", true)).toBe("/dashboard");
      expect(redirect("/dashboard/", false)).toBe(LOGIN);
    });
  });

  describe("the lesson test", () => {
    it("asks it about dashboard paths without their trailing slash", () => {
      const isLesson = vi.fn(() => true);
      expect(redirectFor("/dashboard/some/page/", true, isLesson)).toBe("/dashboard/some/page");
      expect(isLesson).toHaveBeenCalledWith("/dashboard/some/page");
    });

    it("decides which dashboard paths are lessons", () => {
      expect(redirectFor("/dashboard/custom/page", true, (path) => path === "/dashboard/custom/page")).toBeNull();
      expect(redirectFor("/dashboard/intro/welcome", true, () => false)).toBe(WELCOME);
    });

    it("never turns a non-dashboard path into a served page", () => {
      expect(redirectFor("/anything", true, () => true)).toBe(WELCOME);
      expect(redirectFor("/anything", false, () => true)).toBe(LOGIN);
    });
  });
});

describe("isPassThrough", () => {
  it("names the OAuth return, with or without a trailing slash, where the proxy confirms no membership", () => {
    expect(isPassThrough("/auth/callback")).toBe(true);
    expect(isPassThrough("/auth/callback/")).toBe(true);
  });

  it.each([...AUTH_PAGES, ...LESSONS.slice(0, 3), "/profile", "/", "/auth", "/auth/callback/extra"])("does not name %s", (path) => {
    expect(isPassThrough(path)).toBe(false);
  });
});

describe("loginPath", () => {
  it("is the sign-in screen, with the code of the message to show when there is one", () => {
    expect(loginPath()).toBe(LOGIN);
    expect(loginPath("notMember")).toBe("/login?error=notMember");
    expect(loginPath("googleStart")).toBe("/login?error=googleStart");
  });
});
