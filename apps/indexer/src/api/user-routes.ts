/** Terms acceptance (signature checked: EIP-191 for EOAs, EIP-1271 for contract wallets) and the user record. */
import { Hono } from "hono";
import { acceptTerms, findUser } from "../offchain/store";
import { TERMS_MESSAGE } from "../offchain/terms";
import { publicClient } from "./chain";
import { BadRequest, readJsonObject, requireAddress, requireString } from "./validation";

export const userRoutes = new Hono();

userRoutes.post("/accept-terms-and-conditions", async (c) => {
  const body = await readJsonObject(c, 16 * 1024);
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
  if (!valid) return c.json({ success: false, error: "signature does not match the address and the terms" }, 400);
  const user = await acceptTerms({ address, message, signed_message: signature, wallet_name: walletName });
  return c.json({ success: true, data: user });
});

userRoutes.get("/fetch-user-data", async (c) => {
  const address = requireAddress(c.req.query("address"));
  const user = await findUser(address);
  return c.json({ address, tac_response: user?.tac_response ?? false, user: user ?? null });
});
