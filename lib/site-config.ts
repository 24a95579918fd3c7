/**
 * The one place for the product's name and outside links. Operators change these through the environment;
 * NEXT_PUBLIC_ values are read at build time, so a change needs a rebuild (`npm start` rebuilds on its own).
 */
export const siteConfig = {
  productName: process.env.NEXT_PUBLIC_PRODUCT_NAME || "PM Interview Mastery",
  /** The marketing site where people buy community access ("Get Community Access"). */
  communityUrl: process.env.NEXT_PUBLIC_COMMUNITY_URL || "https://pminterviewmastery.in/community",
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || "support@pminterviewmastery.in",
  /** Remote host allowed for lesson images (next/image); empty allows local images only. */
  imageHost: process.env.NEXT_PUBLIC_IMAGE_HOST || "",
  /** Page views and the "Login" event go to Vercel Analytics only when this is "on". */
  analyticsEnabled: process.env.NEXT_PUBLIC_ANALYTICS === "on",
};

/** Where every sign-in and signed-in redirect lands (docs/decisions.md, 'Routes'). */
export const WELCOME_PATH = "/dashboard/intro/welcome";
