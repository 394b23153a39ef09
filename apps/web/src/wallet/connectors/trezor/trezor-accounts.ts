/**
 * The Trezor's accounts for the account choice, with as few of Trezor's windows as possible: one
 * ethereumGetPublicKey per derivation path, at the account level (m/44'/137'/0' or m/44'/60'/0'), and every
 * address of its external chain (/0/i) derived here from that public key and chain code (BIP-32 public
 * derivation, @scure/bip32). More pages and a path switched back and forth reuse the key already read.
 */
import { secp256k1 } from "@noble/curves/secp256k1";
import { HDKey } from "@scure/bip32";
import { hexToBytes, toHex, type Address } from "viem";
import { publicKeyToAddress } from "viem/accounts";
import { HARDWARE_DERIVATION_PATHS, hardwareAccountPath, type HardwareDerivationPathId } from "@ceiba/core";
import type { HardwareAccountReader } from "../hardware/hardware-account";
import { HardwareWalletError } from "../hardware/hardware-errors";
import { with0x } from "../hardware/hardware-signature";
import type { TrezorConnectApi } from "./trezor-connect-api";
import { onTrezor } from "./trezor-errors";

/** "44'/137'/0'/0" → the account level "44'/137'/0'" and its chain 0 (core's paths end in the chain). */
function accountLevel(pathId: HardwareDerivationPathId): { account: string; chain: number } {
  const path = HARDWARE_DERIVATION_PATHS.find((candidate) => candidate.id === pathId);
  if (path === undefined) throw new RangeError(`derivation path ${String(pathId)}`);
  const cut = path.base.lastIndexOf("/");
  return { account: path.base.slice(0, cut), chain: Number(path.base.slice(cut + 1)) };
}

/** The address of a compressed secp256k1 public key. */
export function addressOfPublicKey(compressed: Uint8Array): Address {
  return publicKeyToAddress(toHex(secp256k1.ProjectivePoint.fromHex(compressed).toRawBytes(false)));
}

/** The public node of the path's external chain (…/0), from one public key read through Trezor Connect. */
async function readChainNode(connect: TrezorConnectApi, pathId: HardwareDerivationPathId): Promise<HDKey> {
  const { account, chain } = accountLevel(pathId);
  const node = await onTrezor(() => connect.ethereumGetPublicKey({ path: `m/${account}`, showOnTrezor: false }));
  if (node.serializedPath.replace(/^m\//, "") !== account) {
    throw new HardwareWalletError("hardware.trezorFailed", {
      detail: `asked m/${account}, got ${node.serializedPath}`,
    });
  }
  const key = new HDKey({
    publicKey: hexToBytes(with0x(node.publicKey)),
    chainCode: hexToBytes(with0x(node.chainCode)),
    depth: node.depth,
    index: node.childNum,
    parentFingerprint: node.fingerprint,
  });
  return key.deriveChild(chain);
}

/** The account choice's reader for one Trezor Connect session: one public key per path, read once. */
export function trezorAccountReader(connect: TrezorConnectApi): HardwareAccountReader {
  const nodes = new Map<HardwareDerivationPathId, Promise<HDKey>>();
  return async (pathId, from, count) => {
    let node = nodes.get(pathId);
    if (node === undefined) {
      node = readChainNode(connect, pathId);
      nodes.set(pathId, node);
      // A failed read (window closed, device locked) is asked again on the dialog's retry.
      node.catch(() => nodes.delete(pathId));
    }
    const chainNode = await node;
    return Array.from({ length: count }, (_, offset) => {
      const index = from + offset;
      const { publicKey } = chainNode.deriveChild(index);
      if (publicKey === null) throw new HardwareWalletError("hardware.trezorFailed", { detail: "no public key" });
      return { path: hardwareAccountPath(pathId, index), address: addressOfPublicKey(publicKey) };
    });
  };
}
