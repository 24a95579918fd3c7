import type { ReactNode } from "react";
import { CONTENT_ID, Header } from "@/components/layout/header";
import { currentTheme } from "@/lib/theme/current-theme";

/** The one public page, a published Bar card: the header without an avatar, and the card below it. */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header theme={await currentTheme()} />
      <div id={CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </div>
    </>
  );
}
