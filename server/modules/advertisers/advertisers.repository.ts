import { sql, type SQL } from 'drizzle-orm';
import { storeRevenueSources, type StoreRevenueEntry } from '../../../domain/store-revenue';
import type { DbOrTx } from '../../db/client';

/** Raw statements answer rows as `{ rows }` (pg, PGlite) or as the array itself. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as T[];
}

export interface AdvertiserRowRaw {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  active: boolean;
  created_at: string | Date;
  total: number | string;
  orders_count: number | string | null;
  /** The client's store entries in finance's books, for domain/store-revenue.ts. */
  revenue_entries: StoreRevenueEntry[] | string | null;
  last_order_at: string | Date | null;
  document: string | null;
  company: string | null;
  order_phone: string | null;
  live_bookings: number | string | null;
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search: name or e-mail contain the text; when it has 3+ digits, also the account's or an
 * order's phone, or an order's CPF/CNPJ (stored as digits).
 */
function searchCondition(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const like = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, '');
  const byDigits =
    digits.length >= 3
      ? sql` or regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') like ${`%${digits}%`}
          or exists (select 1 from orders o where o.user_id = u.id and (
            o.buyer_cpf like ${`%${digits}%`} or coalesce(o.buyer_cnpj, '') like ${`%${digits}%`}
            or regexp_replace(o.buyer_phone, '\\D', '', 'g') like ${`%${digits}%`}))`
      : sql``;
  return sql`(u.name ilike ${like} or u.email ilike ${like}${byDigits})`;
}

/**
 * What a client's orders add up to (count, paid total, last order, and the document, company and
 * phone of the newest one), joined to the `p` row: the list page and the detail read the same figures.
 */
const ordersSummaryJoin = sql`left join lateral (
      select count(*)::int as orders_count,
        max(x.created_at) as last_order_at,
        (array_agg(coalesce(x.buyer_cnpj, x.buyer_cpf) order by x.created_at desc))[1] as document,
        (array_agg(x.buyer_company order by x.created_at desc))[1] as company,
        (array_agg(x.buyer_phone order by x.created_at desc))[1] as order_phone
      from orders x where x.user_id = p.id
    ) o on true
    left join (
      -- One pass over the page's orders' entries (a per-row lookup would scan the books per client).
      select x.user_id, json_agg(json_build_object('source', f.source, 'amountCents', f.amount_cents, 'date', f.date, 'completed', f.completed)) as revenue_entries
      from orders x join finance_transactions f on f.order_id = x.id
      where x.user_id in (select id from page) and f.source in (${sql.join(storeRevenueSources.map((s) => sql`${s}`), sql`, `)})
      group by x.user_id
    ) r on r.user_id = p.id`;

/**
 * One page of clients with their figures, in ONE statement: the page is cut first, then each of
 * its rows sums its own orders (index orders_user_idx) and counts its live bookings.
 */
export function advertiserPageSql(f: { q?: string; limit: number; offset: number; now: Date }): SQL {
  const now = sql`${f.now.toISOString()}::timestamptz`;
  return sql`
    with page as (
      select u.id, u.name, u.email, u.phone, u.active, u.created_at, count(*) over () as total
      from users u
      where u.role = 'client' and ${searchCondition(f.q)}
      order by u.created_at desc, u.id desc
      limit ${f.limit} offset ${f.offset}
    )
    select p.*, o.orders_count, r.revenue_entries, o.last_order_at, o.document, o.company, o.order_phone, b.live_bookings
    from page p
    ${ordersSummaryJoin}
    left join lateral (
      select count(*)::int as live_bookings from bookings k
      where k.user_id = p.id and k.status = 'active' and k.starts_at <= ${now} and k.ends_at > ${now}
    ) b on true
    order by p.created_at desc, p.id desc`;
}

export async function selectAdvertiserPage(db: DbOrTx, f: { q?: string; limit: number; offset: number; now: Date }) {
  return rowsOf<AdvertiserRowRaw>(await db.execute(advertiserPageSql(f)));
}

export async function selectAdvertiser(db: DbOrTx, id: string) {
  const rows = rowsOf<AdvertiserRowRaw>(
    await db.execute(sql`
      with page as (
        select u.id, u.name, u.email, u.phone, u.active, u.created_at, 1 as total
        from users u where u.id = ${id} and u.role = 'client'
      )
      select p.*, o.orders_count, r.revenue_entries, o.last_order_at, o.document, o.company, o.order_phone, 0 as live_bookings
      from page p
      ${ordersSummaryJoin}`),
  );
  return rows[0];
}

export async function selectBookingsOf(db: DbOrTx, userId: string) {
  return rowsOf<{
    id: string;
    order_id: string;
    building_id: string;
    building_name: string;
    starts_at: string | Date;
    ends_at: string | Date;
    status: 'active' | 'cancelled';
    video_title: string | null;
  }>(
    await db.execute(sql`
      select k.id, k.order_id, k.building_id, b.name as building_name, k.starts_at, k.ends_at, k.status, v.title as video_title
      from bookings k
      join buildings b on b.id = k.building_id
      left join active_videos a on a.booking_id = k.id
      left join videos v on v.id = a.video_id
      where k.user_id = ${userId}
      order by k.ends_at desc
      limit 200`),
  );
}

export async function selectOrdersOf(db: DbOrTx, userId: string) {
  return rowsOf<{ id: string; status: string; total_cents: number; method: string | null; created_at: string | Date; paid_at: string | Date | null }>(
    await db.execute(sql`
      select id, status, total_cents, method, created_at, paid_at from orders
      where user_id = ${userId} order by created_at desc limit 200`),
  );
}

export async function selectVideosOf(db: DbOrTx, userId: string) {
  return rowsOf<{
    id: string;
    title: string;
    status: string;
    building_name: string | null;
    created_at: string | Date;
    active: boolean;
    plays: number | string;
  }>(
    await db.execute(sql`
      select v.id, v.title, v.status, b.name as building_name, v.created_at,
        exists (select 1 from active_videos a where a.video_id = v.id) as active,
        coalesce((select sum(d.plays) from play_daily d where d.video_id = v.id), 0)::bigint as plays
      from videos v left join buildings b on b.id = v.building_id
      where v.user_id = ${userId} and v.purpose = 'ad'
      order by v.created_at desc
      limit 200`),
  );
}

/** Proof-of-play totals of the client (play_daily keeps them per video, screen and day). */
export async function selectPlaysOf(db: DbOrTx, userId: string, since: string) {
  return rowsOf<{ building_name: string | null; plays: number | string; recent: number | string; last_day: string | Date | null }>(
    await db.execute(sql`
      select b.name as building_name, sum(d.plays)::bigint as plays,
        coalesce(sum(d.plays) filter (where d.day >= ${since}::date), 0)::bigint as recent,
        max(d.day) as last_day
      from play_daily d left join buildings b on b.id = d.building_id
      where d.user_id = ${userId}
      group by b.name
      order by plays desc`),
  );
}

/** Buildings on the campaigns timeline: every one not archived, by name. */
export async function selectTimelineBuildings(db: DbOrTx) {
  return rowsOf<{ id: string; name: string; neighborhood: string }>(
    await db.execute(sql`select id, name, neighborhood from buildings where archived_at is null order by sort_key, id`),
  );
}

/** Active bookings not over before `from` (later ones too: they decide when a full building frees up). */
export async function selectTimelineBookings(db: DbOrTx, from: Date) {
  return rowsOf<{ id: string; building_id: string; user_id: string | null; advertiser_name: string; starts_at: string | Date; ends_at: string | Date }>(
    await db.execute(sql`
      select k.id, k.building_id, k.user_id, coalesce(u.name, o.buyer_name) as advertiser_name, k.starts_at, k.ends_at
      from bookings k
      join orders o on o.id = k.order_id
      join buildings b on b.id = k.building_id and b.archived_at is null
      left join users u on u.id = k.user_id
      where k.status = 'active' and k.ends_at > ${from.toISOString()}::timestamptz
      order by k.starts_at, k.id`),
  );
}
