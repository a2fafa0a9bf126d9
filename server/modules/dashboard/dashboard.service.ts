import { lastMonths, monthBounds } from '../../../domain/finance';
import { storeRevenueByMonth } from '../../../domain/store-revenue';
import { PANEL_FULL_AT, isPanelFull } from '../../../domain/panels';
import { OFFLINE_AFTER_MS } from '../../../domain/signage';
import { type DashboardResponse } from '../../../domain/schemas/dashboard';
import type { DbOrTx } from '../../db/client';
import * as repo from './dashboard.repository';
import { clock } from '../../lib/clock';

/** Months of the revenue chart (the current one included). */
const CHART_MONTHS = 6;

/**
 * The staff's first screen. Revenue is the store's revenue as finance books it (ADR 0039,
 * domain/store-revenue.ts): what orders paid in the month brought in minus what went back in the
 * month (refunds, chargebacks); the orders counted are those paid in the month.
 */
export async function getDashboard(db: DbOrTx, now = clock.now()): Promise<DashboardResponse> {
  const months = lastMonths(now, CHART_MONTHS).reverse();
  const [revenue, activeBookings, occupancy, videosPending, screensOffline, newContactMessages] = await Promise.all([
    repo.storeRevenueEntries(db, monthBounds(months[0]!).first, monthBounds(months[months.length - 1]!).last),
    repo.countActiveBookings(db, now),
    repo.advertisersPerBuilding(db, now),
    repo.countPendingVideos(db),
    repo.countOfflineScreens(db, new Date(now.getTime() - OFFLINE_AFTER_MS)),
    repo.countNewContactMessages(db),
  ]);
  const revenueByMonth = storeRevenueByMonth(revenue, months);
  const current = revenueByMonth[revenueByMonth.length - 1]!;
  const previous = revenueByMonth[revenueByMonth.length - 2]!;
  return {
    revenueByMonth,
    revenueThisMonthCents: current.revenueCents,
    revenueLastMonthCents: previous.revenueCents,
    paidOrdersThisMonth: current.paidOrders,
    activeBookings,
    occupancy: occupancy.map((b) => ({ ...b, capacity: PANEL_FULL_AT, full: isPanelFull(b.advertisers) })),
    videosPending,
    screensOffline,
    newContactMessages,
    generatedAt: now.toISOString(),
  };
}
