/**
 * The route label of a request that no route answered (a 404, a request refused before routing):
 * one fixed value, so paths a client makes up never become series of their own.
 */
export const UNMATCHED_ROUTE = '(unmatched)';
