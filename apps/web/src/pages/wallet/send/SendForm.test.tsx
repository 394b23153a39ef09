import "../../../test/text-encoder";
import { toChecksum } from "@ceiba/core";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderLending } from "../../../lending/components/test-render";
import { E, kDOC, kRBTC, market, must, position, snapshot, LOCAL } from "../../../lending/test-snapshot";
import type { TransactionRequest } from "../../../lending/transactions/transaction-request";
import { resetUi } from "../../../shell/ui-store";
import { recordingTransactions } from "../../../test/recording-transactions";
import { SendForm } from "./SendForm";

// The transaction the form starts, recorded instead of sent.
const sent = vi.hoisted((): TransactionRequest[] => []);
vi.mock("../../../lending/transactions", async (importOriginal) => recordingTransactions(await importOriginal(), sent));

const TO = "0x27b1fdb04752bbc536007a920d24acb045561c26";
const form = () => screen.getByRole("form", { name: "Enviar a una billetera" });
const destination = () => screen.getByRole("textbox", { name: "Dirección de destino" });
const amount = () => screen.getByRole("textbox", { name: "Monto a enviar" });

function render() {
  return renderLending(<SendForm />, {
    snapshot: snapshot({
      markets: [market("kRBTC"), market("kDOC")],
      positions: [position(kRBTC, { walletBalance: E("1") }), position(kDOC, { walletBalance: E("250") })],
    }),
  });
}

beforeEach(() => {
  sent.length = 0;
});
afterEach(() => resetUi());

describe("SendForm", () => {
  it("starts with rBTC and its balance; the button waits without a word until something is typed", () => {
    render();
    expect(screen.getByTestId("send-balance").textContent).toBe("Saldo 1 RBTC");
    expect(within(form()).getByRole("button", { name: "Enviar" }).hasAttribute("disabled")).toBe(true);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says what is wrong with the destination, translated, and labels the button Invalid address", () => {
    render();
    const checksummed = toChecksum(TO, 30);
    const bad = checksummed.replace(/[a-f]/, (c) => c.toUpperCase());
    fireEvent.change(destination(), { target: { value: bad } });
    expect(screen.getByText(/no coinciden con el checksum de la dirección \(EIP-1191 de Rootstock\)/)).toBeTruthy();
    fireEvent.change(amount(), { target: { value: "0,1" } });
    expect(within(form()).getByRole("button", { name: "Dirección inválida" }).hasAttribute("disabled")).toBe(true);
    expect(within(within(form()).getByRole("alert")).getByText("La dirección no es válida.")).toBeTruthy();

    fireEvent.change(destination(), { target: { value: TO.slice(0, 30) } });
    expect(screen.getByText("Después de 0x debe haber 40 caracteres; hay 28.")).toBeTruthy();
    fireEvent.change(destination(), { target: { value: `${TO.slice(0, -1)}q` } });
    expect(screen.getByText(/solo puede haber números y letras de la a a la f/)).toBeTruthy();
  });

  it("sends rBTC to a valid EIP-1191 address; Max sends all but the fee", () => {
    render();
    fireEvent.change(destination(), { target: { value: toChecksum(TO, 31) } });
    fireEvent.change(amount(), { target: { value: "0,25" } });
    fireEvent.click(within(form()).getByRole("button", { name: "Enviar" }));
    // Sent lowercased: viem refuses an EIP-1191 checksum, which is not EIP-55.
    expect(sent).toEqual([{ action: "send", to: TO, token: undefined, amount: E("0.25") }]);
    fireEvent.click(within(form()).getByRole("button", { name: "Máx.: usar el máximo de RBTC" }));
    fireEvent.click(within(form()).getByRole("button", { name: "Enviar" }));
    expect(sent.at(-1)).toMatchObject({ action: "send", amount: "max" });
  });

  it("sends a token picked in the currency list", async () => {
    render();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Moneda" }));
    fireEvent.click(await screen.findByRole("option", { name: /DOC/ }));
    expect(screen.getByTestId("send-balance").textContent).toBe("Saldo 250 DOC");
    fireEvent.change(destination(), { target: { value: TO } });
    fireEvent.change(amount(), { target: { value: "300" } });
    expect(within(form()).getByRole("button", { name: "Fondos insuficientes" })).toBeTruthy();
    fireEvent.change(amount(), { target: { value: "100" } });
    fireEvent.click(within(form()).getByRole("button", { name: "Enviar" }));
    expect(sent).toEqual([{ action: "send", to: TO, token: must(LOCAL.tokens.DOC, "DOC"), amount: E("100") }]);
  });
});
