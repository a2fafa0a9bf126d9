import { addMonths, lastMonths } from '../../../domain/finance';
import { PANEL_FULL_AT, isPanelFull } from '../../../domain/panels';
import { OFFLINE_AFTER_MS } from '../../../domain/signage';
import { type DashboardResponse } from '../../../domain/schemas/dashboard';
import type { DbOrTx } from '../../db/client';
import * as repo from './dashboard.repository';

/** Months of the revenue chart (the current one included). */
const CHART_MONTHS = 6;
/** Brazil has had no daylight saving time since 2019: a São Paulo month starts at 03:00 UTC. */
const monthStart = (month: string) => new Date(`${month}-01T00:00:00.000-03:00`);

/**
 * The staff's first screen. Revenue is what the orders paid in a month brought in (the order's
 * total as paid, PIX discount included), counting orders that are still paid: a refunded or
 * charged-back order leaves the month's figure.
 */
export async function getDashboard(db: DbOrTx, now = new Date()): Promise<DashboardResponse> {
  const months = lastMonths(now, CHART_MONTHS).reverse();
  const [revenue, activeBookings, occupancy, videosPending, screensOffline, newContactMessages] = await Promise.all([
    repo.paidRevenueInPeriods(db, [...months, addMonths(months[months.length - 1]!, 1)].map(monthStart)),
    repo.countActiveBookings(db, now),
    repo.advertisersPerBuilding(db, now),
    repo.countPendingVideos(db),
    repo.countOfflineScreens(db, new Date(now.getTime() - OFFLINE_AFTER_MS)),
    repo.countNewContactMessages(db),
  ]);
  const revenueByMonth = months.map((month, i) => ({ month, ...revenue[i]! }));
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
