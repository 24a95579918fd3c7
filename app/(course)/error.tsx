"use client";

// A page of this group that failed: a friendly message and "Try again", which fetches the page again.
export { ErrorPanel as default } from "@/components/ui/error-panel";
