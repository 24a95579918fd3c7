import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../http";

/**
 * GET /auth/v1/settings: Google and email on, sign-ups open, autoconfirm on (see docs/local-backend.md, 'Settings
 * endpoint').
 */
export function settings(_req: IncomingMessage, res: ServerResponse): void {
  const providers = ["apple", "azure", "bitbucket", "discord", "facebook", "snapchat", "figma", "fly", "github", "gitlab",
    "google", "keycloak", "kakao", "linkedin", "linkedin_oidc", "notion", "spotify", "slack", "slack_oidc", "workos",
    "twitch", "twitter", "email", "phone", "zoom"];
  const external: Record<string, boolean> = { anonymous_users: false };
  for (const provider of providers) external[provider] = provider === "google" || provider === "email";
  sendJson(res, 200, {
    external,
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: true,
    sms_provider: "twilio",
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}
