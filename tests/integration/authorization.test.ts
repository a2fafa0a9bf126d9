import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Role } from '../../domain/permissions';
import { createTestApp, json, type TestApp } from '../setup/app';
import { login, loginAs, makeUser, nextIp } from '../factories/users';
import { makeBuilding } from '../factories/buildings';
import { fixture, makeSlot, tusCreate, tusMetadata, uploadVideo } from '../factories/videos';
import { buyer } from '../factories/checkout';
import { buildings, payments } from '../../server/db/schema';
import { pairScreen } from '../factories/screens';

/**
 * The authorization matrix: EVERY route of the OpenAPI document is called by EVERY kind of caller
 * and the outcome class is checked against the table below. A route without a row fails the test,
 * so whoever adds a route adds its row (and thinks about who may call it).
 *
 *   'public'  open to everyone, even with the site gate closed (login, health, gate...)
 *   'gated'   public but behind the 'Área Restrita' gate: anonymous without the gate cookie -> 403
 *   'session' any signed-in person; anonymous -> 401
 *   Role[]    only these roles; anonymous -> 401, other roles -> 403
 *   {token}   behind the gate, then only the holder of the order's access token or these roles:
 *             anonymous (no gate cookie) -> 403, other roles without the token -> 403
 *   'screen'  a paired panel screen's bearer token (no session): everyone else -> 401; the
 *             screen itself gets 401 on session routes and 403 on gated ones (no gate cookie)
 *
 * Allowed callers must never get 401/403 (requests carry no body, so they usually get a 400/404
 * from validation; the guard runs before validation, so that is enough to prove the decision).
 * `own: true` marks routes over rows that belong to one client: they need a case in
 * `ownershipCases` below proving client B cannot read or change client A's rows.
 */
type Allow = 'public' | 'gated' | 'session' | 'screen' | readonly Role[] | { token: readonly Role[] };
interface Row {
  allow: Allow;
  /** Rows belong to one client: needs an ownership case. Required for client-only routes. */
  own?: boolean;
  /** Calling it ends the caller's session (log in again afterwards). */
  endsSession?: boolean;
  /** Server-Sent Events: the answer never ends, so it is checked over a real socket. */
  stream?: boolean;
}

const STAFF = ['editor', 'admin', 'master'] as const;
const ADMINS = ['admin', 'master'] as const;
const MASTER = ['master'] as const;
const FINANCE = ['finance', 'master'] as const;
const SINDICO = ['sindico'] as const;
const NOTIFIED = ['editor', 'admin', 'master', 'finance'] as const;

export const table: Record<string, Row> = {
  'GET /api/health': { allow: 'public' },
  // Operations: staff with a session, or a scraper's METRICS_TOKEN (tests/integration/operations-metrics.test.ts)
  'GET /api/metrics': { allow: ADMINS },
  'GET /api/health/live': { allow: 'public' },
  'GET /api/health/ready': { allow: 'public' },
  'GET /api/events': { allow: 'gated', stream: true },
  'GET /api/site/config': { allow: 'public' },
  'POST /api/gate': { allow: 'public' },
  'POST /api/site/newsletter': { allow: 'gated' },
  'POST /api/site/contact': { allow: 'gated' },
  'POST /api/auth/login': { allow: 'public' },
  'POST /api/auth/logout': { allow: 'public', endsSession: true },
  'GET /api/auth/me': { allow: 'public' },
  'POST /api/auth/recovery': { allow: 'public' },
  'POST /api/auth/reset-password': { allow: 'public' },
  'GET /api/admin/users': { allow: ADMINS },
  'POST /api/admin/users': { allow: ADMINS },
  'PATCH /api/admin/users/{id}': { allow: ADMINS },
  'DELETE /api/admin/users/{id}': { allow: MASTER },
  'PUT /api/admin/users/{id}/role': { allow: ADMINS },
  'PUT /api/admin/users/{id}/status': { allow: ADMINS },
  'PUT /api/admin/users/{id}/password': { allow: ADMINS },
  'GET /api/admin/audit-logs': { allow: ADMINS },
  'GET /api/admin/audit-logs/facets': { allow: ADMINS },
  'GET /api/admin/settings': { allow: ADMINS },
  'PUT /api/admin/settings/gate-password': { allow: ADMINS },
  'PUT /api/admin/settings/company': { allow: ADMINS },
  'PUT /api/admin/settings/company-legal': { allow: ADMINS },
  // The privacy notice (ADR 0054): the master's word; read by anyone, gate or not
  'PUT /api/admin/settings/privacy': { allow: MASTER },
  'GET /api/site/privacy': { allow: 'public' },
  'POST /api/newsletter/leave': { allow: 'public' },
  'POST /api/newsletter/leave/one-click': { allow: 'public' },
  'POST /api/waitlist/leave/one-click': { allow: 'public' },
  // Store and checkout (buyers have no account: orders are reached by their unguessable id)
  'POST /api/store/quote': { allow: 'gated' },
  'GET /api/store/panels': { allow: 'gated' },
  'GET /api/store/map': { allow: 'gated' },
  'GET /api/store/panels/{id}': { allow: 'gated' },
  'GET /api/checkout/config': { allow: 'gated' },
  'POST /api/checkout/coupon/validate': { allow: 'gated' },
  'POST /api/checkout/orders': { allow: 'gated' },
  'GET /api/checkout/orders/{id}': { allow: 'gated', own: true },
  'POST /api/checkout/orders/{id}/payments': { allow: 'gated', own: true },
  'POST /api/checkout/orders/{id}/cancel': { allow: 'gated', own: true },
  'POST /api/payments/webhook/mercadopago': { allow: 'public' },
  'POST /api/sandbox/payments/{paymentId}/approve': { allow: { token: ADMINS }, own: true },
  'POST /api/sandbox/payments/{paymentId}/decline': { allow: { token: ADMINS }, own: true },
  // Buildings and photos: editors add and edit; only admins delete (spec, section 6)
  'GET /api/admin/buildings': { allow: STAFF },
  'POST /api/admin/buildings': { allow: STAFF },
  'DELETE /api/admin/buildings': { allow: ADMINS },
  'GET /api/admin/buildings/{id}': { allow: STAFF },
  'PUT /api/admin/buildings/{id}': { allow: STAFF },
  'DELETE /api/admin/buildings/{id}': { allow: ADMINS },
  'POST /api/admin/buildings/{id}/restore': { allow: STAFF },
  'GET /api/admin/buildings/{id}/photos': { allow: STAFF },
  'POST /api/admin/buildings/{id}/photos': { allow: STAFF },
  'PUT /api/admin/buildings/{id}/photos/{photoId}/main': { allow: STAFF },
  'DELETE /api/admin/buildings/{id}/photos/{photoId}': { allow: STAFF },
  'PUT /api/admin/buildings/{id}/photos/order': { allow: STAFF },
  // Orders, coupons and the mail outbox
  'GET /api/admin/orders': { allow: ADMINS },
  'GET /api/admin/orders/{id}': { allow: ADMINS },
  // Receipts (ADR 0050): staff who read orders or advertisers (finance bills them); a client their own.
  'GET /api/admin/orders/{id}/receipt': { allow: [...ADMINS, 'finance'] },
  'GET /api/admin/payments/refunds': { allow: ADMINS },
  'POST /api/admin/payments/{id}/refund': { allow: ADMINS },
  'GET /api/admin/payments/reversals': { allow: ADMINS },
  'POST /api/admin/orders/{id}/end-bookings': { allow: ADMINS },
  'POST /api/admin/coupons': { allow: ADMINS },
  // Discounts screen (admin screens default to admin and master; ADR 0011)
  'GET /api/admin/coupons': { allow: ADMINS },
  'PUT /api/admin/coupons/{id}': { allow: ADMINS },
  'DELETE /api/admin/coupons/{id}': { allow: ADMINS },
  'GET /api/admin/discounts': { allow: ADMINS },
  'POST /api/admin/discounts': { allow: ADMINS },
  'GET /api/admin/discounts/stats': { allow: ADMINS },
  'PUT /api/admin/discounts/{id}': { allow: ADMINS },
  'DELETE /api/admin/discounts/{id}': { allow: ADMINS },
  'POST /api/admin/discounts/bulk-apply': { allow: ADMINS },
  'GET /api/admin/period-discounts': { allow: ADMINS },
  'PUT /api/admin/period-discounts': { allow: ADMINS },
  'GET /api/admin/outbox': { allow: ADMINS },
  // Finance area (issue 14): the finance team and the master; admins, editors and the rest are refused
  'GET /api/finance/accounts': { allow: FINANCE },
  'POST /api/finance/accounts': { allow: FINANCE },
  'PUT /api/finance/accounts/{id}': { allow: FINANCE },
  'DELETE /api/finance/accounts/{id}': { allow: FINANCE },
  'GET /api/finance/categories': { allow: FINANCE },
  'GET /api/finance/typical-amounts': { allow: FINANCE },
  'GET /api/finance/transactions': { allow: FINANCE },
  'POST /api/finance/transactions': { allow: FINANCE },
  'PUT /api/finance/transactions/{id}': { allow: FINANCE },
  'PUT /api/finance/transactions/{id}/completed': { allow: FINANCE },
  'DELETE /api/finance/transactions/{id}': { allow: FINANCE },
  'GET /api/finance/summary': { allow: FINANCE },
  'GET /api/finance/contracts': { allow: FINANCE },
  'GET /api/finance/deletions': { allow: FINANCE },
  'GET /api/finance/settings': { allow: FINANCE },
  'PUT /api/finance/settings': { allow: FINANCE },
  'GET /api/finance/reports/monthly.csv': { allow: FINANCE },
  'GET /api/finance/reports/monthly.pdf': { allow: FINANCE },
  // Client area: videos (tus upload), slots, dashboard — only the client's own rows
  'POST /api/client/uploads': { allow: ['client'], own: true },
  'PATCH /api/client/uploads/{id}': { allow: ['client'], own: true },
  'DELETE /api/client/uploads/{id}': { allow: ['client'], own: true },
  'GET /api/client/dashboard': { allow: ['client'], own: true },
  'POST /api/client/notifications/seen': { allow: ['client'], own: true },
  'GET /api/client/videos': { allow: ['client'], own: true },
  'DELETE /api/client/videos/{id}': { allow: ['client'], own: true },
  'GET /api/client/videos/{id}/file': { allow: ['client'], own: true },
  'GET /api/client/slots': { allow: ['client'], own: true },
  'PUT /api/client/slots/{bookingId}/video': { allow: ['client'], own: true },
  'DELETE /api/client/slots/{bookingId}/video': { allow: ['client'], own: true },
  // Video approvals: admin and master (spec: 'Approve requests')
  'GET /api/admin/videos': { allow: ADMINS },
  'GET /api/admin/videos/pending-count': { allow: ADMINS },
  'GET /api/admin/videos/{id}/file': { allow: ADMINS },
  'POST /api/admin/videos/{id}/approve': { allow: ADMINS },
  'POST /api/admin/videos/{id}/reject': { allow: ADMINS },
  // Área do Síndico: their buildings' notices (one síndico vs another: tests/integration/sindico-notices.test.ts)
  'GET /api/sindico/dashboard': { allow: SINDICO },
  'GET /api/sindico/notices': { allow: SINDICO },
  'POST /api/sindico/notices': { allow: SINDICO },
  'PUT /api/sindico/notices/{id}': { allow: SINDICO },
  'PUT /api/sindico/notices/{id}/paused': { allow: SINDICO },
  'DELETE /api/sindico/notices/{id}': { allow: SINDICO },
  'POST /api/sindico/notice-images': { allow: SINDICO },
  'GET /api/sindico/videos/{id}/file': { allow: SINDICO },
  'POST /api/sindico/uploads': { allow: SINDICO },
  'PATCH /api/sindico/uploads/{id}': { allow: SINDICO },
  'DELETE /api/sindico/uploads/{id}': { allow: SINDICO },
  // Notice moderation: admin and master
  'GET /api/admin/notices': { allow: ADMINS },
  'PUT /api/admin/notices/{id}': { allow: ADMINS },
  'PUT /api/admin/notices/{id}/paused': { allow: ADMINS },
  'DELETE /api/admin/notices/{id}': { allow: ADMINS },
  // Panel player: the device pairs without session or gate, then calls with its screen token
  'POST /api/player/pairing': { allow: 'public' },
  'POST /api/player/pairing/claim': { allow: 'public' },
  'GET /api/player/manifest': { allow: 'screen' },
  'GET /api/player/videos/{id}/file': { allow: 'screen' },
  'POST /api/player/heartbeat': { allow: 'screen' },
  'POST /api/player/plays': { allow: 'screen' },
  // A look at the screen (issue 32): the screen polls for staff's requests and sends its captures
  'GET /api/player/commands': { allow: 'screen' },
  'POST /api/player/captures': { allow: 'screen' },
  // Monitoramento (/admin/status): screens and proof-of-play reports
  // Advertisers (finance reads them for billing), campaigns, support, site media (issue 16)
  'GET /api/admin/advertisers': { allow: [...ADMINS, 'finance'] },
  'GET /api/admin/advertisers/{id}': { allow: [...ADMINS, 'finance'] },
  // Certificates of display (ADR 0048): a client's own (ownership in certificates.test.ts), staff any, anyone by code.
  'GET /api/admin/bookings/{id}/certificate': { allow: [...ADMINS, 'finance'] },
  'GET /api/client/bookings/{id}/certificate': { allow: ['client'], own: true },
  'GET /api/certificates/{code}': { allow: 'public' },
  // A make-good's credit is a coupon: those who manage coupons decide it (ADR 0047)
  'POST /api/admin/make-goods/{id}/grant': { allow: ADMINS },
  'POST /api/admin/make-goods/{id}/dismiss': { allow: ADMINS },
  'GET /api/admin/campaigns': { allow: STAFF },
  // Waitlists of full buildings (ADR 0051): sign-up behind the gate, the mail's leave link for anyone, the lists for admins.
  'POST /api/store/waitlist': { allow: 'gated' },
  'POST /api/waitlist/leave': { allow: 'public' },
  'GET /api/admin/waitlist': { allow: ADMINS },
  'GET /api/admin/support/messages': { allow: ADMINS },
  'POST /api/admin/support/messages/{id}/reply': { allow: ADMINS },
  'POST /api/admin/support/messages/{id}/archive': { allow: ADMINS },
  'GET /api/admin/support/subscribers': { allow: ADMINS },
  'GET /api/admin/support/subscribers.csv': { allow: ADMINS },
  'GET /api/admin/site-media/slots': { allow: STAFF },
  'PUT /api/admin/site-media/slots/{slot}': { allow: STAFF },
  'DELETE /api/admin/site-media/slots/{slot}': { allow: STAFF },
  'GET /api/admin/site-media/images': { allow: STAFF },
  'POST /api/admin/site-media/images': { allow: STAFF },
  'PUT /api/admin/site-media/images/{id}': { allow: STAFF },
  'DELETE /api/admin/site-media/images/{id}': { allow: STAFF },
  'GET /api/site/media': { allow: 'gated' },
  'GET /api/admin/screens': { allow: ADMINS },
  'POST /api/admin/screens': { allow: ADMINS },
  'GET /api/admin/screens/alerts': { allow: ADMINS },
  'POST /api/admin/screens/{id}/revoke': { allow: ADMINS },
  // 'Ver tela agora' and the screens' captures: whoever watches /admin/status (tests/integration/screen-captures.test.ts)
  'POST /api/admin/screens/{id}/capture-requests': { allow: ADMINS },
  'GET /api/admin/screens/{id}/capture-requests/{requestId}': { allow: ADMINS },
  'GET /api/admin/screens/{id}/captures': { allow: ADMINS },
  'GET /api/admin/captures/{id}/file': { allow: ADMINS },
  'GET /api/admin/plays': { allow: ADMINS },
  'GET /api/admin/plays/export': { allow: ADMINS },
  // The client's own proof of play (counts read by user id from the session: nothing of others to reach)
  'GET /api/client/plays': { allow: ['client'], own: true },
  'GET /api/client/renewals/{orderId}': { allow: ['client'], own: true },
  'GET /api/client/plays/export': { allow: ['client'], own: true },
  'GET /api/client/orders': { allow: ['client'], own: true },
  'GET /api/client/orders/{id}/receipt': { allow: ['client'], own: true },
  // Dashboard, history and notifications (issue 16). Each person's notifications are read by the
  // session's user id: another staff member's are out of reach (tests/integration/staff-notifications.test.ts).
  'GET /api/admin/dashboard': { allow: ADMINS },
  'GET /api/admin/history': { allow: ADMINS },
  'GET /api/admin/notifications': { allow: NOTIFIED },
  'POST /api/admin/notifications/{id}/read': { allow: NOTIFIED },
  'POST /api/admin/notifications/read-all': { allow: NOTIFIED },
  // 'Meus dados' (ADR 0055): read by the session's account; A's data never in B's view or file.
  'GET /api/client/my-data': { allow: ['client'], own: true },
  'GET /api/client/my-data/export': { allow: ['client'], own: true },
  // They change only the session's own account: no id names another one.
  'PUT /api/client/my-data/contact': { allow: ['client'], own: false },
  'POST /api/client/my-data/deletion': { allow: ['client'], own: false },
  // The mailed link: its signed single-use token is the proof (tests/integration/privacy-rights.test.ts).
  'POST /api/my-data/deletion/confirm': { allow: 'public' },
  // 'Pedidos LGPD' in /admin/support: admins only, like the contact messages (personal data).
  'GET /api/admin/privacy-requests': { allow: ADMINS },
  'POST /api/admin/privacy-requests': { allow: ADMINS },
  'POST /api/admin/privacy-requests/{id}/answer': { allow: ADMINS },
  'GET /api/admin/privacy-requests/{id}/export': { allow: ADMINS },
  'POST /api/admin/privacy-requests/{id}/erase': { allow: ADMINS },
};

type CallerName = 'anonymous' | 'screen' | 'clientA' | 'clientB' | 'sindico' | 'finance' | 'editor' | 'admin' | 'master';
const callerRoles: Record<Exclude<CallerName, 'anonymous' | 'screen'>, Role> = {
  clientA: 'client',
  clientB: 'client',
  sindico: 'sindico',
  finance: 'finance',
  editor: 'editor',
  admin: 'admin',
  master: 'master',
};

interface Request {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
interface OwnershipContext {
  app: FastifyInstance;
  clientA: { id: string; cookie: string };
  clientB: { id: string; cookie: string };
}
/**
 * EXTENSION POINT — client B must not read or change client A's rows. For each table key marked
 * `own: true`, create a row of client A and return the requests that touch it (with A's ids).
 * The test then checks B gets 403/404 (or a list without A's rows, via `listKey`) and A does not.
 */
export const ownershipCases: Record<
  string,
  (ctx: OwnershipContext) => Promise<{ requests: Request[]; /** for lists: a string only A's rows contain */ listMarker?: string }>
> = {
  'POST /api/client/uploads': async (ctx) => {
    const { rejected } = await clientAVideos(ctx);
    // B tries to 'Reenviar' A's rejected video (B has a slot of their own).
    const slotB = await makeSlot(ctx.app, ctx.clientB.id);
    return {
      requests: [
        {
          method: 'POST',
          url: '/api/client/uploads',
          headers: tusHeaders(100, { title: 'B', buildingId: slotB.buildingId, filename: 'b.mp4', resendOf: rejected.id }),
        },
      ],
    };
  },
  'PATCH /api/client/uploads/{id}': async (ctx) => {
    const loc = await clientAUpload(ctx);
    const requests: Request[] = [
      { method: 'HEAD', url: loc, headers: { 'tus-resumable': '1.0.0' } },
      {
        method: 'PATCH',
        url: loc,
        headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: Buffer.alloc(10),
      },
    ];
    return { requests };
  },
  'DELETE /api/client/uploads/{id}': async (ctx) => ({
    requests: [{ method: 'DELETE', url: await clientAUpload(ctx), headers: { 'tus-resumable': '1.0.0' } }],
  }),
  'GET /api/client/dashboard': async (ctx) => ({
    requests: [{ method: 'GET', url: '/api/client/dashboard' }],
    listMarker: (await clientAVideos(ctx)).buildingName,
  }),
  'POST /api/client/notifications/seen': async (ctx) => ({
    // B marks 'seen' up to A's decided video: not one of B's notifications.
    requests: [{ method: 'POST', url: '/api/client/notifications/seen', payload: { upTo: (await clientAVideos(ctx)).approved.id } }],
  }),
  'GET /api/client/slots': async (ctx) => ({
    requests: [{ method: 'GET', url: '/api/client/slots' }],
    listMarker: (await clientAVideos(ctx)).buildingName,
  }),
  'GET /api/client/videos': async (ctx) => ({
    requests: [{ method: 'GET', url: '/api/client/videos' }],
    listMarker: (await clientAVideos(ctx)).approved.id,
  }),
  'DELETE /api/client/videos/{id}': async (ctx) => {
    const { approved, rejected } = await clientAVideos(ctx);
    return { requests: [approved, rejected].map((v) => ({ method: 'DELETE', url: `/api/client/videos/${v.id}` })) };
  },
  'GET /api/client/videos/{id}/file': async (ctx) => ({
    requests: [{ method: 'GET', url: `/api/client/videos/${(await clientAVideos(ctx)).approved.id}/file` }],
  }),
  'PUT /api/client/slots/{bookingId}/video': async (ctx) => {
    const a = await clientAVideos(ctx);
    const slotB = await makeSlot(ctx.app, ctx.clientB.id, { buildingId: a.buildingId });
    return {
      requests: [
        // A's video into B's own slot of the same building; anything into A's slot.
        { method: 'PUT', url: `/api/client/slots/${slotB.booking.id}/video`, payload: { videoId: a.approved.id } },
        { method: 'PUT', url: `/api/client/slots/${a.bookingId}/video`, payload: { videoId: a.approved.id } },
      ],
    };
  },
  'DELETE /api/client/slots/{bookingId}/video': async (ctx) => ({
    requests: [{ method: 'DELETE', url: `/api/client/slots/${(await clientAVideos(ctx)).bookingId}/video` }],
  }),
  // A buyer's order is reached with its access token; being signed in as another client gives nothing.
  'GET /api/checkout/orders/{id}': async (ctx) => ({ requests: [{ method: 'GET', url: `/api/checkout/orders/${(await orderOfA(ctx)).id}` }] }),
  'POST /api/checkout/orders/{id}/payments': async (ctx) => ({
    requests: [
      { method: 'POST', url: `/api/checkout/orders/${(await orderOfA(ctx)).id}/payments`, payload: { method: 'pix' } },
      { method: 'POST', url: `/api/checkout/orders/${(await orderOfA(ctx)).id}/payments?token=${'x'.repeat(43)}`, payload: { method: 'pix' } },
    ],
  }),
  'POST /api/checkout/orders/{id}/cancel': async (ctx) => ({ requests: [{ method: 'POST', url: `/api/checkout/orders/${(await orderOfA(ctx)).id}/cancel`, payload: {} }] }),
  'POST /api/sandbox/payments/{paymentId}/approve': async (ctx) => ({
    requests: [
      { method: 'POST', url: `/api/sandbox/payments/${(await orderOfA(ctx)).paymentId}/approve` },
      { method: 'POST', url: `/api/sandbox/payments/${(await orderOfA(ctx)).paymentId}/approve?token=${(await orderOfB(ctx)).token}` },
    ],
  }),
  'POST /api/sandbox/payments/{paymentId}/decline': async (ctx) => ({
    requests: [{ method: 'POST', url: `/api/sandbox/payments/${(await orderOfA(ctx)).paymentId}/decline` }],
  }),
  // Client A's booking certificate: client B gets the same 404 as an unknown booking.
  'GET /api/client/bookings/{id}/certificate': async (ctx) => ({
    requests: [{ method: 'GET', url: `/api/client/bookings/${(await clientAVideos(ctx)).bookingId}/certificate` }],
  }),
  // Client A's order to renew: client B gets the same 404 as an unknown order.
  'GET /api/client/renewals/{orderId}': async (ctx) => ({
    requests: [{ method: 'GET', url: `/api/client/renewals/${(await makeSlot(ctx.app, ctx.clientA.id)).booking.orderId}` }],
  }),
  'GET /api/client/plays': async (ctx) => ({
    requests: [{ method: 'GET', url: '/api/client/plays' }],
    listMarker: await clientAPlays(ctx),
  }),
  'GET /api/client/plays/export': async (ctx) => ({
    requests: [{ method: 'GET', url: '/api/client/plays/export' }],
    listMarker: await clientAPlays(ctx),
  }),
  // Client A's paid order: B's list leaves it out, and B's receipt request answers as unknown.
  'GET /api/client/orders': async (ctx) => ({
    requests: [{ method: 'GET', url: '/api/client/orders' }],
    listMarker: await clientAOrder(ctx),
  }),
  'GET /api/client/orders/{id}/receipt': async (ctx) => ({
    requests: [{ method: 'GET', url: `/api/client/orders/${await clientAOrder(ctx)}/receipt` }],
  }),
  // B's 'Meus dados' and B's download never show A's account, orders or videos.
  'GET /api/client/my-data': async (ctx) => ({
    requests: [{ method: 'GET', url: '/api/client/my-data' }],
    listMarker: await clientAEmail(ctx),
  }),
  'GET /api/client/my-data/export': async (ctx) => {
    await clientAOrder(ctx);
    return { requests: [{ method: 'GET', url: '/api/client/my-data/export' }], listMarker: await clientAEmail(ctx) };
  },
};

async function clientAEmail(ctx: OwnershipContext): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/client/my-data', headers: { cookie: ctx.clientA.cookie } });
  return json(res).account.email as string;
}

/** A paid order of client A (its booking's); returns the order id. */
let clientAOrderId: Promise<string> | undefined;
function clientAOrder(ctx: OwnershipContext) {
  clientAOrderId ??= makeSlot(ctx.app, ctx.clientA.id).then((s) => s.booking.orderId);
  return clientAOrderId;
}

/** A play of client A's approved video on a screen of its building; returns the video id. */
let clientAPlayed: Promise<string> | undefined;
function clientAPlays(ctx: OwnershipContext) {
  clientAPlayed ??= (async () => {
    const a = await clientAVideos(ctx);
    const staff = await loginAs(ctx.app, 'admin');
    const s = await pairScreen(ctx.app, staff.cookie, a.buildingId, 'Tela de A');
    const ended = new Date();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/player/plays',
      headers: s.auth,
      payload: { plays: [{ id: randomUUID(), videoId: a.approved.id, startedAt: new Date(ended.getTime() - 8000).toISOString(), endedAt: ended.toISOString() }] },
    });
    if (json(res).accepted !== 1) throw new Error(`play not accepted ${res.body}`);
    return a.approved.id;
  })();
  return clientAPlayed;
}

/** Client A's rows for the ownership cases, made once: a slot, an approved (active) and a rejected video. */
let clientARows: Promise<{ approved: { id: string }; rejected: { id: string }; bookingId: string; buildingId: string; buildingName: string }> | undefined;
function clientAVideos(ctx: OwnershipContext) {
  clientARows ??= (async () => {
    const slot = await makeSlot(ctx.app, ctx.clientA.id, { buildingId: (await makeBuilding(ctx.app, { name: 'Edifício Só do Cliente A' })).id });
    await makeSlot(ctx.app, ctx.clientA.id, { buildingId: slot.buildingId });
    const up = async (title: string) => {
      const res = await uploadVideo(ctx.app, ctx.clientA.cookie, fixture('landscape-8s.mov'), { buildingId: slot.buildingId, filename: 'a.mov', title, filetype: 'video/quicktime' });
      if (res.statusCode !== 200) throw new Error(`upload failed ${res.body}`);
      return json(res).video as { id: string };
    };
    const staff = await loginAs(ctx.app, 'admin');
    const approved = await up('Aprovado de A');
    await ctx.app.inject({ method: 'POST', url: `/api/admin/videos/${approved.id}/approve`, headers: { cookie: staff.cookie } });
    const rejected = await up('Reprovado de A');
    await ctx.app.inject({ method: 'POST', url: `/api/admin/videos/${rejected.id}/reject`, headers: { cookie: staff.cookie }, payload: { reason: 'Escuro' } });
    return { approved, rejected, bookingId: slot.booking.id, buildingId: slot.buildingId, buildingName: 'Edifício Só do Cliente A' };
  })();
  return clientARows;
}

async function clientAUpload(ctx: OwnershipContext): Promise<string> {
  const { buildingId } = await clientAVideos(ctx);
  const res = await tusCreate(ctx.app, ctx.clientA.cookie, 1000, { title: 'Parcial de A', buildingId, filename: 'p.mp4', filetype: 'video/mp4' });
  if (res.statusCode !== 201) throw new Error(`tus create failed ${res.statusCode} ${res.body}`);
  return res.headers.location as string;
}

function tusHeaders(length: number, meta: Record<string, string>) {
  return { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': tusMetadata(meta) };
}

/** One order (with a pending PIX) made by client A, and one by client B, shared by the cases. */
const made = new Map<string, { id: string; token: string; paymentId: string }>();
async function orderOf(app: FastifyInstance, cookie: string, who: string) {
  const hit = made.get(who);
  if (hit) return hit;
  const [b] = await app.deps.db.select({ id: buildings.id }).from(buildings).limit(1);
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { cookie },
    remoteAddress: nextIp(),
    payload: { buyer: buyer(), buildingIds: [b!.id], months: 1 },
  });
  const { order, accessToken } = json(res);
  const pay = await app.inject({ method: 'POST', url: `/api/checkout/orders/${order.id}/payments`, headers: { cookie, 'x-order-token': accessToken }, payload: { method: 'pix' } });
  const out = { id: order.id as string, token: accessToken as string, paymentId: json(pay).payment.id as string };
  made.set(who, out);
  return out;
}
const orderOfA = (ctx: OwnershipContext) => orderOf(ctx.app, ctx.clientA.cookie, 'A');
const orderOfB = (ctx: OwnershipContext) => orderOf(ctx.app, ctx.clientB.cookie, 'B');

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const fill = (path: string) => path.replace(/\{[^}]+\}/g, SAMPLE_ID).replace(/\*/g, 'photos/x.webp');

function expected(row: Row, caller: CallerName): 'allowed' | 401 | 403 {
  if (row.allow === 'public') return 'allowed';
  if (row.allow === 'screen') return caller === 'screen' ? 'allowed' : 401;
  if (caller === 'screen') return row.allow === 'gated' || (typeof row.allow === 'object' && 'token' in row.allow) ? 403 : 401;
  if (row.allow === 'gated') return caller === 'anonymous' ? 403 : 'allowed';
  if (typeof row.allow === 'object' && 'token' in row.allow) {
    return caller !== 'anonymous' && row.allow.token.includes(callerRoles[caller]) ? 'allowed' : 403;
  }
  if (caller === 'anonymous') return 401;
  if (row.allow === 'session') return 'allowed';
  return (row.allow as readonly Role[]).includes(callerRoles[caller]) ? 'allowed' : 403;
}

describe('authorization matrix: every route x every caller', () => {
  let t: TestApp;
  let base: string;
  const users: Partial<Record<CallerName, { id: string; email: string; password: string; role: Role }>> = {};
  const cookies: Partial<Record<CallerName, string>> = {};
  let screenAuth: Record<string, string> = {};
  let routes: string[] = [];

  beforeAll(async () => {
    // The gate is on, so 'gated' routes really are tested against anonymous callers.
    t = await createTestApp({ SITE_ACCESS_PASSWORD: 'portao-da-matriz' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const [name, role] of Object.entries(callerRoles) as Array<[Exclude<CallerName, 'anonymous' | 'screen'>, Role]>) {
      const u = await makeUser(t.app, { role });
      users[name] = u;
      cookies[name] = await login(t.app, u);
    }
    screenAuth = (await pairScreen(t.app, cookies.admin!, (await makeBuilding(t.app, { name: 'Prédio da Tela da Matriz' })).id)).auth;
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    routes = Object.entries<Record<string, unknown>>(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).filter((m) => m !== 'parameters').map((m) => `${m.toUpperCase()} ${p}`),
    );
  });
  afterAll(() => t.close());

  it('every route of the OpenAPI document has a row, and every row a route', () => {
    const missing = routes.filter((r) => !(r in table));
    expect(missing, `add these routes to the table in tests/integration/authorization.test.ts`).toEqual([]);
    const stale = Object.keys(table).filter((k) => !routes.includes(k));
    expect(stale, 'rows whose route no longer exists').toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it('no guarded /api route is hidden from the OpenAPI document', () => {
    const toDoc = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const hidden = t.app.declaredRoutes
      .map((r) => `${r.method} ${toDoc(r.url)}`)
      .filter((k) => !routes.includes(k) && !(k in table));
    expect(hidden, 'hidden /api routes need a row too').toEqual([]);
  });

  it('client-only routes say whether their rows belong to one client, and own rows have a case', () => {
    expect(Object.keys(table).length).toBeGreaterThanOrEqual(20);
    for (const [key, row] of Object.entries(table)) {
      if (Array.isArray(row.allow) && row.allow.length > 0 && (row.allow as readonly Role[]).every((r) => r === 'client')) {
        expect(row.own, `${key}: declare own: true or false`).not.toBeUndefined();
      }
      if (row.own) expect(ownershipCases[key], `${key}: add an ownership case`).toBeDefined();
    }
  });

  // Every route x 8 callers: a few hundred requests, slow on a loaded machine.
  it('each caller gets the expected outcome on each route', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const callers: CallerName[] = ['anonymous', 'screen', ...(Object.keys(callerRoles) as CallerName[])];
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(callers.length).toBeGreaterThan(2);
    let checked = 0;
    for (const key of routes) {
      const row = table[key];
      if (!row) continue;
      const [method, path] = key.split(' ') as [string, string];
      for (const caller of callers) {
        const cookie = cookies[caller];
        const headers = caller === 'screen' ? screenAuth : cookie ? { cookie } : {};
        const status = row.stream
          ? await streamStatus(`${base}${fill(path)}`, headers)
          : (await t.app.inject({ method: method as any, url: fill(path), remoteAddress: nextIp(), headers })).statusCode;
        const want = expected(row, caller);
        const ok = want === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === want;
        if (!ok) failures.push(`${key} as ${caller}: got ${status}, expected ${want}`);
        checked++;
        if (row.endsSession && caller !== 'anonymous' && caller !== 'screen') cookies[caller] = await login(t.app, users[caller]!);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(routes.length * callers.length);
  });

  it('client B cannot read or change client A rows', async () => {
    const owned = Object.keys(table).filter((k) => table[k]!.own);
    expect(owned.every((k) => k in ownershipCases)).toBe(true);
    // Every case belongs to an own row (so no case is silently skipped).
    expect(Object.keys(ownershipCases).sort()).toEqual([...owned].sort());
    for (const key of owned) {
      const { requests, listMarker } = await ownershipCases[key]!({
        app: t.app,
        clientA: { id: users.clientA!.id, cookie: cookies.clientA! },
        clientB: { id: users.clientB!.id, cookie: cookies.clientB! },
      });
      expect(requests.length, `${key}: the case makes no request`).toBeGreaterThan(0);
      for (const r of requests) {
        const asB = await t.app.inject({ method: r.method as any, url: r.url, payload: r.payload as any, headers: { ...r.headers, cookie: cookies.clientB! } });
        if (listMarker) expect(asB.body, `${key} as B lists A's rows`).not.toContain(listMarker);
        else expect([403, 404], `${key} ${r.method} ${r.url} as client B`).toContain(asB.statusCode);
      }
    }
    // A's order and payment were left untouched by all of that.
    const a = made.get('A')!;
    const [p] = await t.app.deps.db.select().from(payments).where(eq(payments.id, a.paymentId));
    expect(p!.status).toBe('pending');
    expect(json(await t.app.inject({ url: `/api/checkout/orders/${a.id}`, headers: { 'x-order-token': a.token, cookie: cookies.clientA! } })).status).toBe('pending');
  });
});

/** Status of an SSE route without waiting for the never-ending body. */
async function streamStatus(url: string, headers: Record<string, string>): Promise<number> {
  const ctrl = new AbortController();
  const res = await fetch(url, { headers, signal: ctrl.signal });
  ctrl.abort();
  return res.status;
}

/**
 * Issue 27 (4): who may act on an account, by the account's role. The routes above admit admins
 * and the master; the target decides the rest: only the master creates or changes a finance or a
 * master account (an admin who could set a finance user's e-mail or password would walk into the
 * finance area admins are kept out of). Each action x target role x staff caller, with real bodies.
 */
type UserAction = 'create' | 'edit' | 'password' | 'role' | 'block' | 'delete';
const BY_ADMINS = ['admin', 'master'] as const;
export const userTargetTable: Record<UserAction, Record<Role, readonly Role[]>> = {
  create: { editor: BY_ADMINS, admin: BY_ADMINS, master: MASTER, finance: MASTER, sindico: BY_ADMINS, client: BY_ADMINS },
  edit: { editor: BY_ADMINS, admin: BY_ADMINS, master: MASTER, finance: MASTER, sindico: BY_ADMINS, client: BY_ADMINS },
  password: { editor: BY_ADMINS, admin: BY_ADMINS, master: MASTER, finance: MASTER, sindico: BY_ADMINS, client: BY_ADMINS },
  role: { editor: BY_ADMINS, admin: BY_ADMINS, master: MASTER, finance: MASTER, sindico: BY_ADMINS, client: BY_ADMINS },
  block: { editor: BY_ADMINS, admin: BY_ADMINS, master: MASTER, finance: MASTER, sindico: BY_ADMINS, client: BY_ADMINS },
  delete: { editor: MASTER, admin: MASTER, master: MASTER, finance: MASTER, sindico: MASTER, client: MASTER },
};

describe('user accounts by their role: every action x target role x staff caller', () => {
  let t: TestApp;
  const cookies: Partial<Record<Role, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['editor', 'admin', 'master'] as const) cookies[role] = (await loginAs(t.app, role)).cookie;
  });
  afterAll(() => t.close());

  it('each staff caller gets 2xx or 403 as the table says', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let n = 0;
    for (const [action, byTarget] of Object.entries(userTargetTable) as Array<[UserAction, Record<Role, readonly Role[]>]>) {
      for (const [targetRole, allowed] of Object.entries(byTarget) as Array<[Role, readonly Role[]]>) {
        for (const caller of ['editor', 'admin', 'master'] as const) {
          n++;
          const email = `alvo${n}.${Date.now()}@teste.local`;
          // A role change moves the account to a role the admins manage, so only the target's role decides.
          const other: Role = targetRole === 'client' ? 'sindico' : 'client';
          const target = action === 'create' ? null : await makeUser(t.app, { role: targetRole });
          const req = {
            create: { method: 'POST', url: '/api/admin/users', payload: { name: 'Alvo', email, role: targetRole, password: 'senha-do-alvo-1' } },
            edit: { method: 'PATCH', url: `/api/admin/users/${target?.id}`, payload: { name: 'Alvo', email } },
            password: { method: 'PUT', url: `/api/admin/users/${target?.id}/password`, payload: { password: 'senha-trocada-1' } },
            role: { method: 'PUT', url: `/api/admin/users/${target?.id}/role`, payload: { role: other } },
            block: { method: 'PUT', url: `/api/admin/users/${target?.id}/status`, payload: { active: false } },
            delete: { method: 'DELETE', url: `/api/admin/users/${target?.id}` },
          }[action];
          const res = await t.app.inject({ method: req.method as any, url: req.url, payload: 'payload' in req ? req.payload : undefined, headers: { cookie: cookies[caller]! } });
          const want = allowed.includes(caller) ? (action === 'create' ? 201 : 200) : 403;
          if (res.statusCode !== want) failures.push(`${action} ${targetRole} as ${caller}: got ${res.statusCode}, expected ${want} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(n).toBe(6 * 6 * 3);
  });
});
