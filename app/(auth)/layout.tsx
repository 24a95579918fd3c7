import type { ReactNode } from "react";
import { CONTENT_ID, Header } from "@/components/layout/header";
import { currentTheme } from "@/lib/theme/current-theme";

/** The signed-out screens: the header without an avatar, and the page below it. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header theme={await currentTheme()} />
      <div id={CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </div>
    </>
  );
}
