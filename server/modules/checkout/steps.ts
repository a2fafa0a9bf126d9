import * as repo from './checkout.repository';
import * as refunds from './refunds.repository';

/**
 * The checkout module's steps: what the checkout workflows in server/flows/checkout/ may read and
 * write of this module's tables (orders, order lines, payments, refunds, the discount log). The
 * workflows compose these with other modules' steps inside one transaction; the state moves
 * (`moveOrder`, `movePayment`, `moveRefund`) check every move against the graph in
 * domain/checkout.ts, so no workflow can write a move the graph does not have.
 */

export type OrderRow = repo.OrderRow;
export type OrderLineRow = repo.OrderLineRow;
export type PaymentRow = repo.PaymentRow;
export type RefundRow = refunds.RefundRow;

// Orders.
export const findOrder = (...a: Parameters<typeof repo.findOrderById>) => repo.findOrderById(...a);
export const lockOrder = (...a: Parameters<typeof repo.lockOrder>) => repo.lockOrder(...a);
export const orderLines = (...a: Parameters<typeof repo.findOrderLines>) => repo.findOrderLines(...a);
export const moveOrder = (...a: Parameters<typeof repo.moveOrder>) => repo.moveOrder(...a);
/** The charge a pending order holds while its PIX can be paid or its card is analysed. */
export const holdPendingCharge = (...a: Parameters<typeof repo.setPendingOrderCharge>) => repo.setPendingOrderCharge(...a);
export const logOrderDiscount = (...a: Parameters<typeof repo.insertDiscountLog>) => repo.insertDiscountLog(...a);
/** Pending orders past their hold, locked (SKIP LOCKED: one instance takes each). */
export const lockDueOrders = (...a: Parameters<typeof repo.lockDueOrders>) => repo.lockDueOrders(...a);

// Payments.
export const findPayment = (...a: Parameters<typeof repo.findPaymentById>) => repo.findPaymentById(...a);
export const lockPayment = (...a: Parameters<typeof repo.lockPayment>) => repo.lockPayment(...a);
export const findPaymentByKey = (...a: Parameters<typeof repo.findPaymentByIdempotencyKey>) => repo.findPaymentByIdempotencyKey(...a);
export const findPaymentOfProvider = (...a: Parameters<typeof repo.findPaymentByProviderId>) => repo.findPaymentByProviderId(...a);
export const paymentsOfOrder = (...a: Parameters<typeof repo.paymentsOfOrder>) => repo.paymentsOfOrder(...a);
export const pendingPaymentsOf = (...a: Parameters<typeof repo.pendingPaymentsOf>) => repo.pendingPaymentsOf(...a);
/** Card attempts of an order still without the provider's id, created before `before`. */
export const halfMadeCardAttempts = (...a: Parameters<typeof repo.halfMadeCardAttempts>) => repo.halfMadeCardAttempts(...a);
export const openPayment = (...a: Parameters<typeof repo.insertPayment>) => repo.insertPayment(...a);
export const movePayment = (...a: Parameters<typeof repo.movePayment>) => repo.movePayment(...a);
/** What the provider said (its id, raw answer, detail), without a state move. */
export const recordProviderFacts = (...a: Parameters<typeof repo.recordProviderFacts>) => repo.recordProviderFacts(...a);
/** Pending payments due a look at the provider, locked; `stampChecked` claims them. */
export const lockPaymentsToCheck = (...a: Parameters<typeof repo.lockPaymentsToCheck>) => repo.lockPaymentsToCheck(...a);
export const lockApprovedToRecheck = (...a: Parameters<typeof repo.lockApprovedToRecheck>) => repo.lockApprovedToRecheck(...a);
export const stampChecked = (...a: Parameters<typeof repo.stampChecked>) => repo.stampChecked(...a);
export const approvedWithoutPaidOrder = (...a: Parameters<typeof repo.approvedWithoutPaidOrder>) => repo.approvedWithoutPaidOrder(...a);

// Refunds (ADR 0025).
export const findRefund = (...a: Parameters<typeof refunds.findRefund>) => refunds.findRefund(...a);
export const findRefundByRequest = (...a: Parameters<typeof refunds.findRefundByRequest>) => refunds.findRefundByRequest(...a);
export const refundsOfPayment = (...a: Parameters<typeof refunds.refundsOfPayment>) => refunds.refundsOfPayment(...a);
export const openRefundRow = (...a: Parameters<typeof refunds.insertRefund>) => refunds.insertRefund(...a);
export const moveRefund = (...a: Parameters<typeof refunds.moveRefund>) => refunds.moveRefund(...a);
/** Requested refunds left in flight before `before`, claimed for one more try. */
export const claimRefundsToRetry = (...a: Parameters<typeof refunds.claimRefundsToRetry>) => refunds.claimRefundsToRetry(...a);
