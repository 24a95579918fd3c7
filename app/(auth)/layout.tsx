import type { ReactNode } from "react";
import { Header } from "@/components/layout/header";

/** The signed-out screens: the header without an avatar, and the page below it. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      {children}
    </>
  );
}
