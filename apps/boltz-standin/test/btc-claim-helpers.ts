/**
 * What a Boltz client does on the Bitcoin side of an RBTC → BTC chain swap, written for the stand-in's tests with
 * @scure/btc-signer: rebuild the Taproot lockup from Boltz's swap tree and keys, and sign a script-path claim.
 */
import { TEST_NETWORK, TaprootControlBlock, Transaction, p2tr } from "@scure/btc-signer";
import { keyAggExport, keyAggregate } from "@scure/btc-signer/musig2.js";
import { type Hex, hexToBytes } from "viem";

const REGTEST = { ...TEST_NETWORK, bech32: "bcrt" };

export interface BtcClaimDetails {
  swapTree: { claimLeaf: { version: number; output: string }; refundLeaf: { version: number; output: string } };
  lockupAddress: string;
  serverPublicKey: string;
  amount: number;
  timeoutBlockHeight: number;
}

export function taprootOf(details: BtcClaimDetails, claimPublicKey: Hex) {
  const internalKey = keyAggExport(
    keyAggregate([hexToBytes(`0x${details.serverPublicKey}`), hexToBytes(claimPublicKey)]),
  );
  const leaf = (l: { version: number; output: string }) => ({
    script: hexToBytes(`0x${l.output}`),
    leafVersion: l.version,
  });
  return p2tr(internalKey, [leaf(details.swapTree.claimLeaf), leaf(details.swapTree.refundLeaf)], REGTEST, true);
}

export function claimTransaction(
  fundingHex: string,
  lockup: ReturnType<typeof taprootOf>,
  claimKey: Uint8Array,
  preimage: Hex,
  destination: string,
  fee: bigint,
): string {
  const funding = Transaction.fromRaw(hexToBytes(`0x${fundingHex}`), { allowUnknownInputs: true });
  const output = funding.getOutput(0);
  const amount = output.amount ?? 0n;
  const claimLeaf = lockup.tapLeafScript?.find(([, script]) => script.length > 60); // the claim leaf is the long one
  if (!claimLeaf) throw new Error("no claim leaf");
  const tx = new Transaction();
  tx.addInput({
    txid: funding.id,
    index: 0,
    witnessUtxo: { script: lockup.script, amount },
    tapLeafScript: [claimLeaf],
  });
  tx.addOutputAddress(destination, amount - fee, REGTEST);
  const [controlBlock, scriptWithVersion] = claimLeaf;
  // A key that is not the leaf's cannot sign it: sign with the leaf's rules anyway (a forged signature).
  let signature: Uint8Array;
  try {
    tx.signIdx(claimKey, 0);
    signature = tx.getInput(0).tapScriptSig?.[0]?.[1] ?? new Uint8Array(64);
  } catch {
    signature = new Uint8Array(64).fill(1);
  }
  tx.updateInput(
    0,
    {
      finalScriptWitness: [
        signature,
        hexToBytes(preimage),
        scriptWithVersion.subarray(0, -1),
        TaprootControlBlock.encode(controlBlock),
      ],
    },
    true,
  );
  return tx.hex;
}
