import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteAnalytics } from "@/components/layout/site-analytics";
import { siteConfig } from "@/lib/site-config";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: siteConfig.productName, template: `%s · ${siteConfig.productName}` },
  description: "Interview preparation for aspiring product managers in India.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="min-h-screen font-sans">
        {children}
        {siteConfig.analyticsEnabled && <SiteAnalytics />}
      </body>
    </html>
  );
}
