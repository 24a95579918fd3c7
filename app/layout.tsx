import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteAnalytics } from "@/components/layout/site-analytics";
import { siteConfig } from "@/lib/site-config";
import { currentTheme } from "@/lib/theme/current-theme";
import { themeAttribute } from "@/lib/theme/theme";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: siteConfig.productName, template: `%s · ${siteConfig.productName}` },
  description: "Interview preparation for aspiring product managers in India.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/**
 * Every page is rendered per request, the sign-in screens included: Next can only put the nonce of the request's
 * Content-Security-Policy on the scripts of a page rendered for that request. The theme cookie is read here too, so
 * the first paint is in the chosen theme with no script before it.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en-IN" data-theme={themeAttribute(await currentTheme())}>
      <body className="min-h-screen font-sans">
        {children}
        {siteConfig.analyticsEnabled && <SiteAnalytics />}
      </body>
    </html>
  );
}
