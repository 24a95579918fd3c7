import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { EarlyInputReplay } from "@/components/layout/early-input-replay";
import { SiteAnalytics } from "@/components/layout/site-analytics";
import { siteConfig } from "@/lib/site-config";
import { EARLY_INPUT_SCRIPT } from "@/lib/early-input/early-input-script";
import { THEME_SCRIPT } from "@/lib/theme/theme-script";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: siteConfig.productName, template: `%s · ${siteConfig.productName}` },
  description: "Interview preparation for aspiring product managers in India.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/**
 * Every page but the lessons is rendered per request (its group's layout reads the theme cookie): Next can only put
 * the nonce of the request's Content-Security-Policy on the scripts of a page rendered for that request. Lessons are
 * prepared once at build (app/(course)), so this layout reads nothing of the request: the theme comes from the
 * script in <head>, which sets it before the first paint (<html> is left to it at hydration). The early-input script
 * beside it keeps a tap or keys that come between the paint and the page's scripts, and EarlyInputReplay hands them
 * over once the page has hydrated.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
      </head>
      <body className="min-h-screen font-sans">
        {children}
        {siteConfig.analyticsEnabled && <SiteAnalytics />}
        <EarlyInputReplay />
      </body>
    </html>
  );
}
