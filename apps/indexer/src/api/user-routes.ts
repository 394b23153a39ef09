/** Terms acceptance (signature checked: EIP-191 for EOAs, EIP-1271 for contract wallets) and the user record. */
import { Hono } from "hono";
import { API_ROUTES } from "@ceiba/sdk/api";
import { acceptTerms, findUser } from "../offchain/store";
import { TERMS_MESSAGE } from "../offchain/terms";
import { publicClient } from "./chain";
import { refuse, serveRoute } from "./serve-route";
import { BadRequest, requireAddress, requireString } from "./validation";

export const userRoutes = new Hono();

serveRoute(userRoutes, API_ROUTES.acceptTerms, async ({ body }) => {
  const address = requireAddress(body.address);
  const message = requireString(body.message, "message", 2000);
  const signature = requireString(body.signed_message, "signed_message", 8000);
  const walletName = requireString(body.wallet_name, "wallet_name", 100);
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) throw new BadRequest("signed_message must be a 0x-prefixed hex signature");
  if (message !== TERMS_MESSAGE) throw new BadRequest("message is not the terms message");
  let valid = false;
  try {
    valid = await publicClient.verifyMessage({ address, message, signature: signature as `0x${string}` });
  } catch {
    valid = false;
  }
  if (!valid) return refuse(400, { success: false, error: "signature does not match the address and the terms" });
  const user = await acceptTerms({ address, message, signed_message: signature, wallet_name: walletName });
  return { success: true, data: user };
});

serveRoute(userRoutes, API_ROUTES.fetchUserData, async ({ query: { address } }) => {
  const user = await findUser(address);
  return { address, tac_response: user?.tac_response ?? false, user: user ?? null };
});
