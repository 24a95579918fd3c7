/** Where the interview debriefs live. */
export const DEBRIEFS_PATH = "/debriefs";
export const NEW_DEBRIEF_PATH = "/debriefs/new";
export const MY_DEBRIEFS_PATH = "/debriefs/mine";
export const ADMIN_DEBRIEFS_PATH = "/admin/debriefs";
export const ADMIN_DEBRIEF_OUTCOMES_PATH = "/admin/debriefs/outcomes";
export { GUIDE_REPORTS_PATH } from "@/lib/auth/route-rules";
/** /debriefs filtered to one company, as its filter form writes it. */
export const companyDebriefsPath = (company: string) => `${DEBRIEFS_PATH}?company=${encodeURIComponent(company)}`;
