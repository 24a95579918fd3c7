import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { chain } from "../../lib/course/chain";
import { signIn } from "./support";

/** A run of plain words from the lesson's first paragraph: it appears as-is in the HTML and in the RSC payload. */
function sampleOf(section: string, slug: string): string {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, "../../content", section, `${slug}.mdx`), "utf8");
  const body = source.replace(/^---[\s\S]*?---/, "");
  const paragraph = body.split(/\n\s*\n/).find((block) => /^[A-Z]/.test(block.trim()) && block.length > 80);
  const words = /[A-Za-z][A-Za-z ]{28,}[A-Za-z]/.exec(paragraph ?? "")?.[0];
  if (!words) throw new Error(`no plain sample in ${section}/${slug}`);
  return words;
}

const lessons = chain().map((lesson) => ({ ...lesson, sample: sampleOf(lesson.section, lesson.slug) }));

// The headers Chromium sends for a client-side navigation and a segment prefetch (captured from the router). Next
// answers a request whose `_rsc` check value does not match its headers with a redirect to the right one, so the
// probes are also made following redirects.
const STATE_TREE = encodeURIComponent(
  JSON.stringify(["", { children: ["(members)", { children: ["dashboard", { children: [["section", "intro", "d", null], { children: [["lesson", "welcome", "d", null], { children: ["__PAGE__", {}, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 16]),
);
const probes: Record<string, Record<string, string>> = {
  "a plain request": {},
  "an RSC request": { RSC: "1", "Next-Router-State-Tree": STATE_TREE, "Next-Url": "/dashboard/intro/welcome" },
  "an RSC prefetch": { RSC: "1", "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/!KG1lbWJlcnMp/dashboard/$d$section/$d$lesson/__PAGE__" },
  "a forged x-middleware-subrequest (proxy)": { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
  "a forged x-middleware-subrequest (middleware)": { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
};

async function bodyOf(request: APIRequestContext, url: string, headers: Record<string, string>, follow: boolean) {
  const response = await request.get(url, { headers, maxRedirects: follow ? 20 : 0 });
  return response.text();
}

test.describe("no lesson text without a valid session", () => {
  for (const [name, headers] of Object.entries(probes)) {
    test(`${name} for any lesson gets none, redirected or not`, async ({ playwright, baseURL }) => {
      const request = await playwright.request.newContext({ baseURL });
      for (const lesson of lessons) {
        for (const follow of [false, true]) {
          expect(await bodyOf(request, lesson.path, headers, follow), `${lesson.path} follow=${follow}`).not.toContain(lesson.sample);
        }
      }
      await request.dispose();
    });
  }

  test("a tampered session cookie gets none, and the same requests with the real cookie get the lesson", async ({ page, context, baseURL, playwright }) => {
    await signIn(page);
    const lesson = lessons[3]!;
    // The control: these probes see lesson text when there is a session to see it with (the page's own cookies).
    expect(await bodyOf(context.request, lesson.path, {}, false)).toContain(lesson.sample);
    expect(await bodyOf(context.request, lesson.path, probes["an RSC request"]!, true)).toContain(lesson.sample);

    // The same session with its access token's signature replaced and its refresh token unusable. The session
    // may be split into chunks (.0, .1); tampering works on the whole value, so it is rejoined first.
    const session = (await context.cookies()).filter((cookie) => /^sb-.*-auth-token(\.\d+)?$/.test(cookie.name));
    expect(session.length).toBeGreaterThan(0);
    const whole = session.sort((a, b) => a.name.localeCompare(b.name)).map((cookie) => cookie.value).join("");
    const json = JSON.parse(Buffer.from(whole.replace(/^base64-/, ""), "base64url").toString("utf8")) as Record<string, unknown>;
    const asCookie = (value: object) => ({
      ...session[0]!,
      name: session[0]!.name.replace(/\.\d+$/, ""),
      value: `base64-${Buffer.from(JSON.stringify(value)).toString("base64url")}`,
    });
    const rebuilt = await playwright.request.newContext({ baseURL, storageState: { cookies: [asCookie(json)], origins: [] } });
    expect(await bodyOf(rebuilt, lesson.path, {}, false), "the rebuilt, untampered cookie is accepted").toContain(lesson.sample);
    await rebuilt.dispose();

    const [header, payload] = String(json.access_token).split(".");
    const tampered = { ...json, access_token: `${header}.${payload}.${Buffer.from("forged").toString("base64url")}`, refresh_token: "unusable" };
    const forged = await playwright.request.newContext({ baseURL, storageState: { cookies: [asCookie(tampered)], origins: [] } });
    for (const headers of Object.values(probes)) {
      for (const follow of [false, true]) expect(await bodyOf(forged, lesson.path, headers, follow)).not.toContain(lesson.sample);
    }
    await forged.dispose();
  });
});
