// /balance's Operations and Exchanges (My swaps) tabs, for the page's tab panels.
export { OperationsTab, type OperationsTabProps } from "./OperationsTab";
export { ExchangesTab, type ExchangesTabProps } from "./ExchangesTab";
