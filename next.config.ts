import type { NextConfig } from "next";
import { imageRemotePatterns } from "./lib/course/lesson-images";
import { OWN_COMPRESSION_ENV } from "./lib/paint-first/own-compression";
import { LESSON_FILE_POLICY } from "./lib/security/csp";
import { staticSecurityHeaders } from "./lib/security/headers";
import { siteConfig } from "./lib/site-config";

const LESSON_FILES = ["./content/**/*", "./public/lessons/**/*"];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm start` (scripts/serve.ts) compresses after it rewrites pages rendered per request; `next start` compresses here.
  compress: process.env[OWN_COMPRESSION_ENV] !== "1",
  // Lessons are read from content/ when rendered (at build for the prepared ones, per process for the welcome lesson),
  // and the size of each SVG diagram from public/lessons/; a deployment must carry the files with the pages.
  outputFileTracingIncludes: { "/dashboard/[section]/[lesson]": LESSON_FILES, "/dashboard/intro/welcome": LESSON_FILES },
  // Lesson images: local files, and https on NEXT_PUBLIC_IMAGE_HOST only (content/README.md, 'Images').
  images: { remotePatterns: imageRemotePatterns(siteConfig.imageHost) },
  // The Content-Security-Policy and HSTS depend on the request: proxy.ts sets them.
  headers: async () => [
    { source: "/:path*", headers: staticSecurityHeaders },
    { source: "/lessons/:path*", headers: [{ key: "Content-Security-Policy", value: LESSON_FILE_POLICY }] },
  ],
};

export default nextConfig;
