// Lending form components shared by the deposit / withdraw and borrow / repay pages: the amount input,
// the market picker, the limit display, the validation alert button and the interest calculator.
export * from "./amount-field";
export * from "./AmountInput";
export * from "./MarketPicker";
export * from "./LimitDisplay";
export * from "./validation-alert";
export * from "./ValidationAlertButton";
export * from "./market-apy";
export * from "./InterestCalculator";
export * from "./use-market-snapshot";
