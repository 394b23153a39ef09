/**
 * Shell errors of app-shell §8 and lending-engine §8: the server, the wallet session, the network and the
 * providers. The spec does not give the shell's user-facing wording; these texts are ours.
 */
import type { CatalogueEntry } from "./catalogue-entry";

/** The code the data layer raises when the backend cannot be reached (shows the server-error dialog once). */
export const SERVER_CONNECTION_ERROR = "SERVER_CONNECTION_ERROR";

export const APP_ERRORS = {
  "server.connection": {
    message: {
      es: "No pudimos conectarnos con el servidor.",
      en: "We could not connect to the server.",
      pt: "Não conseguimos nos conectar ao servidor.",
    },
    recommendation: "recommendation.contactSupport",
  },
  "server.technicalProblems": {
    message: {
      es: "Estamos teniendo problemas técnicos. Puedes desconectarte o reportar el error.",
      en: "We are having technical problems. You can disconnect or report the error.",
      pt: "Estamos com problemas técnicos. Você pode se desconectar ou relatar o erro.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "session.disconnected": {
    message: {
      es: "Tu billetera se desconectó.",
      en: "Your wallet has been disconnected.",
      pt: "Sua carteira foi desconectada.",
    },
    recommendation: "recommendation.reconnectWallet",
  },
  "session.termsFailed": {
    message: {
      es: "No se pudo registrar tu aceptación de los términos; desconectamos tu billetera.",
      en: "Your acceptance of the terms could not be recorded; your wallet has been disconnected.",
      pt: "Não foi possível registrar sua aceitação dos termos; sua carteira foi desconectada.",
    },
    recommendation: "recommendation.reconnectWallet",
  },
  "session.termsRejected": {
    message: {
      es: "Rechazaste la firma de los términos en tu billetera, así que la desconectamos: Ceiba solo funciona con los términos aceptados.",
      en: "You rejected the terms signature in your wallet, so it was disconnected: Ceiba works only once the terms are accepted.",
      pt: "Você recusou a assinatura dos termos na sua carteira, então ela foi desconectada: a Ceiba só funciona com os termos aceitos.",
    },
    recommendation: "recommendation.reconnectWallet",
  },
  "network.wrongNetwork": {
    message: {
      es: "Estás conectado a otra red. Cambia a {network}.",
      en: "You are connected to another network. Switch to {network}.",
      pt: "Você está conectado a outra rede. Mude para {network}.",
    },
    recommendation: "recommendation.switchNetwork",
  },
  "network.wrongNetworkBrowserWallet": {
    message: {
      es: "Tu billetera del navegador está en otra red. Cámbiala a {network} desde la billetera.",
      en: "Your browser wallet is on another network. Switch it to {network} from the wallet.",
      pt: "Sua carteira do navegador está em outra rede. Mude-a para {network} pela carteira.",
    },
    recommendation: "recommendation.switchNetwork",
  },
  // Provider failures are reported as error events; the English texts are the event messages the spec quotes.
  "provider.tropykusValidation": {
    message: {
      es: "Falló la validación del proveedor de Tropykus",
      en: "TropykProvider validation failed",
      pt: "A validação do provedor da Tropykus falhou",
    },
    recommendation: "recommendation.reconnectWallet",
  },
  "provider.walletValidation": {
    message: {
      es: "Falló la validación del proveedor de la billetera",
      en: "wallet provider validation failed",
      pt: "A validação do provedor da carteira falhou",
    },
    recommendation: "recommendation.reconnectWallet",
  },
  "provider.initFailed": {
    message: {
      es: "No se pudo inicializar el proveedor",
      en: "Failed to initialize provider",
      pt: "Não foi possível inicializar o provedor",
    },
    recommendation: "recommendation.reconnectWallet",
  },
} as const satisfies Record<`${"server" | "session" | "network" | "provider"}.${string}`, CatalogueEntry>;

export type AppErrorId = keyof typeof APP_ERRORS;

/** What the backend's decodeLogs endpoint returns for a transaction. */
export interface DecodedLogs {
  readonly success: boolean;
  readonly error?: string | null;
}

/**
 * Whether decoded logs mean success: a successful status counts even when it carries the provider's
 * 'Failed to initialize provider' error (lending-engine §8), which the backend adds for its own reasons.
 */
export function decodedLogsSucceeded(logs: DecodedLogs): boolean {
  if (!logs.success) return false;
  return (
    logs.error === undefined ||
    logs.error === null ||
    logs.error === "" ||
    logs.error === APP_ERRORS["provider.initFailed"].message.en
  );
}
