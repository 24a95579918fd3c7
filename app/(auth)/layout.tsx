import type { ReactNode } from "react";
import { CONTENT_ID, Header } from "@/components/layout/header";

/** The signed-out screens: the header without an avatar, and the page below it. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <div id={CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </div>
    </>
  );
}
