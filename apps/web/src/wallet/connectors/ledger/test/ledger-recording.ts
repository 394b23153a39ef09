/**
 * Runs each Ledger scenario through Ceiba's own Ledger code (readLedgerAccounts, ledgerAccount) over the real
 * @ledgerhq/hw-app-eth, and records the APDUs exchanged with the device stand-in (the fixture's source), or
 * replays a recording (the tests). `npx tsx src/wallet/connectors/ledger/test/record-ledger-exchanges.ts`
 * writes the fixture again.
 */
import Eth from "@ledgerhq/hw-app-eth";
import { RecordStore, createTransportRecorder, openTransportReplayer } from "@ledgerhq/hw-transport-mocker";
import type { Hex } from "viem";
import { readLedgerAccounts, ledgerAccount, type LedgerAccountChoice } from "../ledger-account";
import { ledgerErrorId } from "../ledger-errors";
import { LedgerDeviceStandIn } from "./ledger-device-standin";
import {
  LOCAL_TRANSFER,
  MAINNET_CALL,
  PERMIT,
  SCENARIO_STATE,
  TERMS_MESSAGE,
  type LedgerScenario,
} from "./ledger-scenarios";

export type ScenarioOutcome =
  | { readonly accounts: LedgerAccountChoice[] }
  | { readonly signed: Hex; readonly by: LedgerAccountChoice }
  | { readonly errorId: string };

async function firstRootstockAccount(app: Eth): Promise<LedgerAccountChoice> {
  const [first] = await readLedgerAccounts(app, "rootstock", 0, 1);
  if (first === undefined) throw new Error("no account read");
  return first;
}

/** One scenario, through Ceiba's Ledger code. */
export async function runScenario(app: Eth, scenario: LedgerScenario): Promise<ScenarioOutcome> {
  try {
    switch (scenario) {
      case "rootstockAccounts":
        return { accounts: await readLedgerAccounts(app, "rootstock", 0, 2) };
      case "ethereumAccounts":
        return { accounts: await readLedgerAccounts(app, "ethereum", 0, 2) };
      case "locked":
      case "appClosed":
        return { accounts: await readLedgerAccounts(app, "rootstock", 0, 1) };
      case "signLocalTransfer":
      case "signMainnetCall":
      case "rejectedTransaction": {
        const by = await firstRootstockAccount(app);
        const tx = scenario === "signMainnetCall" ? MAINNET_CALL : LOCAL_TRANSFER;
        return { signed: await ledgerAccount(app, by.path, by.address).signTransaction(tx), by };
      }
      case "signTerms": {
        const by = await firstRootstockAccount(app);
        return { signed: await ledgerAccount(app, by.path, by.address).signMessage({ message: TERMS_MESSAGE }), by };
      }
      case "signPermit": {
        const by = await firstRootstockAccount(app);
        return { signed: await ledgerAccount(app, by.path, by.address).signTypedData(PERMIT), by };
      }
    }
  } catch (error) {
    return { errorId: ledgerErrorId(error) };
  }
}

/** The scenario's exchanges with the device stand-in, as the mocker's RecordStore text. */
export async function recordScenario(scenario: LedgerScenario): Promise<string> {
  const device = new LedgerDeviceStandIn();
  device.state = SCENARIO_STATE[scenario];
  const store = new RecordStore();
  const Recorder = createTransportRecorder(device, store);
  await runScenario(new Eth(new Recorder(device)), scenario);
  return store.toString();
}

/** The scenario replayed from its recording; every recorded exchange must have been asked for. */
export async function replayScenario(recording: string, scenario: LedgerScenario): Promise<ScenarioOutcome> {
  const store = RecordStore.fromString(recording);
  const outcome = await runScenario(new Eth(await openTransportReplayer(store)), scenario);
  store.ensureQueueEmpty();
  return outcome;
}
