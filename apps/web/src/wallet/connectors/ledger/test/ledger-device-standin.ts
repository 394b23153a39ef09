/**
 * A STAND-IN of a Ledger device running the Ethereum app, for tests only: it answers the app's APDUs (Ledger's
 * documented app-ethereum protocol: GET ETH PUBLIC ADDRESS 0x02, SIGN ETH TRANSACTION 0x04, SIGN ETH PERSONAL
 * MESSAGE 0x08, SIGN ETH EIP 712 0x0C) from a test mnemonic, with real secp256k1 keys and signatures, and can be
 * put in the states a user meets: locked, no app open, a refusal on the screen. Its exchanges are recorded
 * once (record-ledger-exchanges.ts) into the fixture the tests replay through @ledgerhq/hw-transport-mocker.
 */
import Transport from "@ledgerhq/hw-transport";
import { concat, fromRlp, keccak256, parseSignature, toHex, type Hex } from "viem";
import { mnemonicToAccount } from "viem/accounts";

/** Hardhat's well-known test mnemonic: never holds real funds. */
export const STANDIN_MNEMONIC = "test test test test test test test test test test test junk";

export type DeviceState = "ready" | "locked" | "appClosed" | "rejects";

const SW = { ok: 0x9000, locked: 0x5515, claNotSupported: 0x6e00, refused: 0x6985, badData: 0x6a80 } as const;

const status = (sw: number, data: Uint8Array = new Uint8Array()) => {
  const out = Buffer.alloc(data.length + 2);
  Buffer.from(data).copy(out, 0);
  out.writeUInt16BE(sw, data.length);
  return out;
};

/** "44'/60'/0'/0/0" from the APDU's path field (count, then big-endian uint32s). */
function readPath(data: Buffer): { path: string; rest: Buffer } {
  const count = data[0] ?? 0;
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const value = data.readUInt32BE(1 + 4 * i);
    parts.push(value >= 0x80000000 ? `${value - 0x80000000}'` : String(value));
  }
  return { path: parts.join("/"), rest: data.subarray(1 + 4 * count) };
}

/** The whole RLP item's length, from its header; undefined while the header is incomplete. */
function rlpLength(rlp: Buffer): number | undefined {
  const first = rlp[0];
  if (first === undefined) return undefined;
  if (first < 0xf8) return 1 + (first - 0xc0);
  const lengthOfLength = first - 0xf7;
  if (rlp.length < 1 + lengthOfLength) return undefined;
  return 1 + lengthOfLength + rlp.readUIntBE(1, lengthOfLength);
}

const vrs = (signature: Hex, v: number) => {
  const { r, s } = parseSignature(signature);
  return Buffer.concat([Buffer.from([v & 0xff]), Buffer.from(r.slice(2), "hex"), Buffer.from(s.slice(2), "hex")]);
};

export class LedgerDeviceStandIn extends Transport {
  state: DeviceState = "ready";
  private pending: { ins: number; path: string; payload: Buffer; messageLength?: number } | undefined;

  constructor(private readonly mnemonic = STANDIN_MNEMONIC) {
    super();
  }

  private account(path: string) {
    return mnemonicToAccount(this.mnemonic, { path: `m/${path}` as `m/44'/60'/${string}` });
  }

  override async exchange(apdu: Buffer): Promise<Buffer> {
    const [cla, ins, p1, p2] = apdu;
    const data = apdu.subarray(5, 5 + (apdu[4] ?? 0));
    if (this.state === "locked") return status(SW.locked);
    if (this.state === "appClosed" || cla !== 0xe0) return status(SW.claNotSupported);
    switch (ins) {
      case 0x02:
        return this.getAddress(data, p2 === 0x01);
      case 0x04:
      case 0x08:
        return this.signChunk(ins, p1 === 0x00, data);
      case 0x0c:
        return this.signTypedDataHashes(data);
      default:
        return status(0x6d00);
    }
  }

  private getAddress(data: Buffer, withChainCode: boolean): Buffer {
    const account = this.account(readPath(data).path);
    const publicKey = Buffer.from(account.publicKey.slice(2), "hex");
    // The app answers the address as 40 ASCII hex digits with the EIP-55 checksum, no 0x.
    const address = Buffer.from(account.address.slice(2), "ascii");
    const chainCode = withChainCode ? Buffer.alloc(32, 0x11) : Buffer.alloc(0);
    return status(
      SW.ok,
      Buffer.concat([Buffer.from([publicKey.length]), publicKey, Buffer.from([address.length]), address, chainCode]),
    );
  }

  private async signChunk(ins: number, first: boolean, data: Buffer): Promise<Buffer> {
    if (first) {
      const { path, rest } = readPath(data);
      this.pending =
        ins === 0x08
          ? { ins, path, payload: rest.subarray(4), messageLength: rest.readUInt32BE(0) }
          : { ins, path, payload: rest };
    } else if (this.pending?.ins === ins) {
      this.pending.payload = Buffer.concat([this.pending.payload, data]);
    } else {
      return status(SW.badData);
    }
    const { path, payload, messageLength } = this.pending;
    const complete =
      ins === 0x08 ? payload.length >= (messageLength ?? 0) : payload.length >= (rlpLength(payload) ?? Infinity);
    if (!complete) return status(SW.ok);
    this.pending = undefined;
    if (this.state === "rejects") return status(SW.refused);
    const account = this.account(path);
    if (ins === 0x08) {
      const signature = await account.signMessage({ message: { raw: toHex(payload) } });
      return status(SW.ok, vrs(signature, 27 + Number(parseSignature(signature).yParity)));
    }
    // Legacy with EIP-155 only (Ceiba signs no other kind): [nonce, gasPrice, gas, to, value, data, chainId, 0, 0].
    if (payload[0] !== undefined && payload[0] < 0xc0) return status(SW.badData);
    const fields = fromRlp(toHex(payload), "hex");
    const chainId =
      Array.isArray(fields) && typeof fields[6] === "string" ? BigInt(fields[6] === "0x" ? 0 : fields[6]) : 0n;
    const signature = await account.sign({ hash: keccak256(toHex(payload)) });
    const v = Number(chainId) * 2 + 35 + Number(parseSignature(signature).yParity);
    return status(SW.ok, vrs(signature, v));
  }

  private async signTypedDataHashes(data: Buffer): Promise<Buffer> {
    if (this.state === "rejects") return status(SW.refused);
    const { path, rest } = readPath(data);
    const digest = keccak256(concat(["0x1901", toHex(rest.subarray(0, 32)), toHex(rest.subarray(32, 64))]));
    const signature = await this.account(path).sign({ hash: digest });
    return status(SW.ok, vrs(signature, 27 + Number(parseSignature(signature).yParity)));
  }
}
