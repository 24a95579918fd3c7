import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lessons are read from content/ when first rendered; a deployment must carry the files with the page.
  outputFileTracingIncludes: { "/dashboard/[section]/[lesson]": ["./content/**/*"] },
};

export default nextConfig;
