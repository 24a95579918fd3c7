import type { NextConfig } from "next";
import { staticSecurityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lessons are read from content/ when first rendered; a deployment must carry the files with the page.
  outputFileTracingIncludes: { "/dashboard/[section]/[lesson]": ["./content/**/*"] },
  // The Content-Security-Policy and HSTS depend on the request: proxy.ts sets them.
  headers: async () => [{ source: "/:path*", headers: staticSecurityHeaders }],
};

export default nextConfig;
