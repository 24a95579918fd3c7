import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../http";

/** GET /auth/v1/health: always 200 while the process serves (see docs/local-backend.md, 'Health endpoint'). */
export function health(_req: IncomingMessage, res: ServerResponse): void {
  sendJson(res, 200, { version: "v2.189.0", name: "GoTrue", description: "GoTrue is a user registration and authentication API" });
}
