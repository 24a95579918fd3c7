import type { ReactNode } from "react";
import { AdminNav } from "@/components/layout/admin-nav";
import { AvatarMenu } from "@/features/member-shell/avatar-menu";
import { Header } from "@/components/layout/header";
import { requireAdmin } from "@/lib/auth/admin";
import { initials } from "@/lib/auth/initials";
import { currentTheme } from "@/lib/theme/current-theme";

/** The admin frame: the header and the admin tabs. Each page checks the admin itself too, as pages render apart. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdmin();
  return (
    <>
      <Header theme={await currentTheme()} avatar={<AvatarMenu initials={initials(admin.name, admin.email)} label={admin.name || admin.email} admin />} />
      <AdminNav />
      <div className="pt-28">{children}</div>
    </>
  );
}
