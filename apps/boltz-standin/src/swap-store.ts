/**
 * The stand-in's state: swaps, the local Lightning wallet's invoices and how far the chain was watched, in one
 * JSON file under the local chain's state folder, rewritten whole (through a temporary file and a rename) on
 * every change, so a restarted stand-in resumes where it stopped. State written for another chain (another
 * genesis hash) is dropped: its swaps point at locks that no longer exist.
 */
import fs from "node:fs";
import path from "node:path";
import type { Hex, StoredSwap, WalletInvoice } from "./swap-record";

interface StateFile {
  genesisHash: Hex;
  /** The last block whose EtherSwap events were handled. */
  watchedBlock: number;
  swaps: StoredSwap[];
  walletInvoices: WalletInvoice[];
}

// bigint is written as "123n" and read back: JSON has no bigint, and amounts must not pass through Number.
const write = (_: string, value: unknown) => (typeof value === "bigint" ? `${value}n` : value);
const read = (_: string, value: unknown) =>
  typeof value === "string" && /^-?\d+n$/.test(value) ? BigInt(value.slice(0, -1)) : value;

export class SwapStore {
  private state: StateFile;
  private readonly file: string | undefined;

  /** `dir` undefined keeps everything in memory (tests that do not restart). */
  constructor(dir: string | undefined, genesisHash: Hex, startBlock: number) {
    this.file = dir ? path.join(dir, "state.json") : undefined;
    const fresh: StateFile = { genesisHash, watchedBlock: startBlock, swaps: [], walletInvoices: [] };
    this.state = fresh;
    if (this.file && fs.existsSync(this.file)) {
      const saved = JSON.parse(fs.readFileSync(this.file, "utf8"), read) as StateFile;
      if (saved.genesisHash === genesisHash) this.state = saved;
    }
  }

  /** Whether the state came from the file (a restart) rather than a fresh start. */
  get resumed(): boolean {
    return this.state.swaps.length > 0 || this.state.walletInvoices.length > 0;
  }

  get watchedBlock(): number {
    return this.state.watchedBlock;
  }

  set watchedBlock(block: number) {
    this.state.watchedBlock = block;
    this.save();
  }

  swaps(): readonly StoredSwap[] {
    return this.state.swaps;
  }

  swap(id: string): StoredSwap | undefined {
    return this.state.swaps.find((s) => s.id === id);
  }

  swapByPreimageHash(preimageHash: Hex): StoredSwap | undefined {
    return this.state.swaps.find((s) => s.preimageHash === preimageHash.toLowerCase());
  }

  add(swap: StoredSwap): void {
    this.state.swaps.push(swap);
    this.save();
  }

  walletInvoice(paymentHash: Hex): WalletInvoice | undefined {
    return this.state.walletInvoices.find((i) => i.paymentHash === paymentHash.toLowerCase());
  }

  addWalletInvoice(invoice: WalletInvoice): void {
    this.state.walletInvoices.push(invoice);
    this.save();
  }

  /** Writes the state after a change made to a swap in place. */
  save(): void {
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(this.state, write, 2));
    fs.renameSync(temporary, this.file);
  }
}
