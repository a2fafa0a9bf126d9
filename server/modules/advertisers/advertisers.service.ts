import { bookingStatuses, orderStatuses } from '../../../domain/checkout';
import { messages } from '../../../domain/messages';
import { paymentMethods } from '../../../domain/pricing';
import { ADVERTISERS_PAGE_SIZE, type AdvertiserDetail, type AdvertiserList, type AdvertiserListQuery, type AdvertiserRow } from '../../../domain/schemas/advertisers';
import { videoStatuses } from '../../../domain/videos';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { deliveryOfBookings } from '../signage/signage.service';
import { makeGoodsOfBookings } from '../make-goods/make-goods.service';
import { storeRevenue, type StoreRevenueEntry } from '../../../domain/store-revenue';
import { dayOf } from '../../../domain/time';
import * as repo from './advertisers.repository';
import { clock } from '../../lib/clock';

const iso = (v: string | Date) => new Date(v).toISOString();
const isoOrNull = (v: string | Date | null) => (v ? iso(v) : null);
const num = (v: number | string | null | undefined) => Number(v ?? 0);
const entriesOf = (r: repo.AdvertiserRowRaw): StoreRevenueEntry[] =>
  (typeof r.revenue_entries === 'string' ? (JSON.parse(r.revenue_entries) as StoreRevenueEntry[]) : (r.revenue_entries ?? [])).map((e) => ({ ...e, amountCents: Number(e.amountCents) }));
const oneOf = <T extends string>(list: readonly T[], v: string | null, fallback: T): T => ((list as readonly string[]).includes(v ?? '') ? (v as T) : fallback);

function toRow(r: repo.AdvertiserRowRaw): AdvertiserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone ?? r.order_phone ?? null,
    document: r.document,
    company: r.company,
    active: Boolean(r.active),
    createdAt: iso(r.created_at),
    ordersCount: num(r.orders_count),
    revenueCents: storeRevenue(entriesOf(r)).revenueCents,
    liveBookings: num(r.live_bookings),
    lastOrderAt: isoOrNull(r.last_order_at),
  };
}

/** Clients, newest first, with the figures staff look for; one statement per page. */
export async function listAdvertisers(db: Db, q: AdvertiserListQuery & { page: number }, now = clock.now()): Promise<AdvertiserList> {
  const rows = await repo.selectAdvertiserPage(db, {
    q: q.q || undefined,
    limit: ADVERTISERS_PAGE_SIZE,
    offset: (q.page - 1) * ADVERTISERS_PAGE_SIZE,
    now,
  });
  return { rows: rows.map(toRow), total: num(rows[0]?.total), page: q.page, pageSize: ADVERTISERS_PAGE_SIZE };
}

/** One client: bookings, orders and totals, videos and plays. */
export async function advertiserDetail(db: Db, id: string, hoursOn: number, now = clock.now()): Promise<AdvertiserDetail> {
  if (!isUuid(id)) throw notFound(messages.advertiserNotFound);
  const userId = id.toLowerCase();
  const base = await repo.selectAdvertiser(db, userId);
  if (!base) throw notFound(messages.advertiserNotFound);
  const since = dayOf(new Date(now.getTime() - 29 * 86_400_000));
  const [bookings, orders, videos, plays] = await Promise.all([
    repo.selectBookingsOf(db, userId),
    repo.selectOrdersOf(db, userId),
    repo.selectVideosOf(db, userId),
    repo.selectPlaysOf(db, userId, since),
  ]);
  const started = bookings.filter((b) => b.status === 'active' && new Date(b.starts_at).getTime() <= now.getTime());
  const delivery = await deliveryOfBookings(
    db,
    started.map((b) => ({ id: b.id, buildingId: b.building_id, userId, startsAt: new Date(b.starts_at), endsAt: new Date(b.ends_at) })),
    hoursOn,
    now,
  );
  const makeGoods = await makeGoodsOfBookings(db, bookings.map((b) => b.id));
  const entries = entriesOf(base);
  const t = now.getTime();
  const liveOf = (b: (typeof bookings)[number]) => b.status === 'active' && new Date(b.starts_at).getTime() <= t && new Date(b.ends_at).getTime() > t;
  const lastDays = plays.map((p) => p.last_day).filter((d): d is string | Date => Boolean(d)).map((d) => (typeof d === 'string' ? d.slice(0, 10) : dayOf(d)));
  return {
    advertiser: { ...toRow(base), liveBookings: bookings.filter(liveOf).length },
    totals: {
      revenueCents: storeRevenue(entries).revenueCents,
      paidCents: storeRevenue(entries.filter((e) => e.amountCents > 0)).revenueCents,
      refundedCents: -storeRevenue(entries.filter((e) => e.amountCents < 0)).revenueCents,
      ordersCount: orders.length,
      paidOrders: orders.filter((o) => o.paid_at).length,
    },
    bookings: bookings.map((b) => ({
      id: b.id,
      orderId: b.order_id,
      buildingId: b.building_id,
      buildingName: b.building_name,
      startsAt: iso(b.starts_at),
      endsAt: iso(b.ends_at),
      status: oneOf(bookingStatuses, b.status, 'cancelled'),
      live: liveOf(b),
      videoTitle: b.video_title,
      delivery: delivery.get(b.id) ?? null,
      makeGood: makeGoods.get(b.id) ?? null,
    })),
    orders: orders.map((o) => ({
      id: o.id,
      status: oneOf(orderStatuses, o.status, 'pending'),
      totalCents: num(o.total_cents),
      method: o.method ? oneOf(paymentMethods, o.method, paymentMethods[0]) : null,
      createdAt: iso(o.created_at),
      paidAt: isoOrNull(o.paid_at),
    })),
    videos: videos.map((v) => ({
      id: v.id,
      title: v.title,
      status: oneOf(videoStatuses, v.status, 'em_analise'),
      buildingName: v.building_name,
      createdAt: iso(v.created_at),
      active: Boolean(v.active),
      plays: num(v.plays),
    })),
    plays: {
      total: plays.reduce((n, p) => n + num(p.plays), 0),
      last30Days: plays.reduce((n, p) => n + num(p.recent), 0),
      lastPlayDay: lastDays.sort().at(-1) ?? null,
      byBuilding: plays.map((p) => ({ buildingName: p.building_name ?? 'Prédio removido', plays: num(p.plays) })),
    },
  };
}
