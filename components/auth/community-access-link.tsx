import { siteConfig } from "@/lib/site-config";

/** "Get Community Access": the way to buy membership, on the marketing site. */
export function CommunityAccessLink() {
  return (
    <a
      href={siteConfig.communityUrl}
      className="flex w-full items-center justify-center rounded-md bg-violet-700 px-4 py-2.5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
    >
      Get Community Access
    </a>
  );
}
