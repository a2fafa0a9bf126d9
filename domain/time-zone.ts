/**
 * The zone of every day the product shows or stores (the agency works in Foz do Iguaçu, PR).
 * Alone in its file so a page that only formats with Intl (web/lib/format.ts, on every public
 * page) takes the name without `@date-fns/tz`, whose module patches its Date class on load and so
 * cannot be left out of a bundle (ADR 0042). Everything else imports it from ./time.
 */
export const TIME_ZONE = 'America/Sao_Paulo';
