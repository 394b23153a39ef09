import { hardwareChoiceStore } from "../hardware/hardware-choice";

/** The Ledger account the user chose, kept in this browser (hardware-choice.ts). */
export const LEDGER_CHOICE_KEY = "ceiba-ledger.account";
export const ledgerChoice = hardwareChoiceStore(LEDGER_CHOICE_KEY);
