import { z } from 'zod';

/** /admin/dashboard (issue 16): each figure of the staff's first screen, money in centavos. */
export const dashboardResponse = z.object({
  /** The months of the revenue chart, oldest first ('2026-06' … '2026-11'); the last is the current one. */
  revenueByMonth: z.array(z.object({ month: z.string(), revenueCents: z.number().int(), paidOrders: z.number().int() })),
  revenueThisMonthCents: z.number().int(),
  revenueLastMonthCents: z.number().int(),
  paidOrdersThisMonth: z.number().int(),
  activeBookings: z.number().int(),
  /** Live buildings, fullest first; `full` at PANEL_FULL_AT advertisers. */
  occupancy: z.array(z.object({ buildingId: z.uuid(), name: z.string(), advertisers: z.number().int(), capacity: z.number().int(), full: z.boolean() })),
  videosPending: z.number().int(),
  screensOffline: z.number().int(),
  /** Contact messages still 'new' (neither answered nor archived in Suporte). */
  newContactMessages: z.number().int(),
  generatedAt: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

