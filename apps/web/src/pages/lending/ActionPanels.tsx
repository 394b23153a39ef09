// The four actions' panels: the forms of the lending issue go here.

export { DepositPanel } from "./DepositPanel";
export { WithdrawPanel } from "./WithdrawPanel";

export { BorrowPanel } from "./borrow/BorrowPanel";
export { RepayPanel } from "./borrow/RepayPanel";
