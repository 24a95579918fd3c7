import type { IncomingMessage, RequestListener } from "node:http";
import { PEER_ADDRESS_HEADER } from "./client-address";

/**
 * Wraps the app's request handler so every request carries the address its socket comes from (PEER_ADDRESS_HEADER),
 * replacing any value a visitor sent under that name.
 */
export function withPeerAddress(handle: RequestListener): RequestListener {
  return (req: IncomingMessage, res) => {
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    return handle(req, res);
  };
}
