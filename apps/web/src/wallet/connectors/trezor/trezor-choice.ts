import { hardwareChoiceStore } from "../hardware/hardware-choice";

/** The Trezor account the user chose, kept in this browser (hardware-choice.ts). */
export const TREZOR_CHOICE_KEY = "ceiba-trezor.account";
export const trezorChoice = hardwareChoiceStore(TREZOR_CHOICE_KEY);
