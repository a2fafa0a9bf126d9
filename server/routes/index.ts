import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { healthRoutes } from './public/health';
import { siteRoutes } from './public/site';
import { authRoutes } from './auth/session';
import { filesRoutes } from './public/files';
import { quoteRoutes } from './public/quote';
import { adminBuildingsRoutes } from './admin/buildings';
import { adminPhotosRoutes } from './admin/building-photos';
import { checkoutRoutes } from './public/checkout';
import { paymentWebhookRoutes } from './public/payment-webhooks';
import { sandboxPaymentRoutes } from './public/sandbox-payments';
import { adminOrderRoutes } from './admin/orders';
import { adminCouponRoutes } from './admin/coupons';
import { adminDiscountRoutes } from './admin/discounts';
import { adminOutboxRoutes } from './admin/outbox';
import { recoveryRoutes } from './auth/recovery';
import { adminUsersRoutes } from './admin/users';
import { adminSecurityLogRoutes } from './admin/security-logs';
import { adminSettingsRoutes } from './admin/settings';
import { storeRoutes } from './public/store';
import { financeRoutes } from './finance/finance';
import { clientUploadRoutes } from './client/uploads';
import { clientVideoRoutes } from './client/videos';
import { clientNotificationRoutes } from './client/notifications';
import { adminVideoRoutes } from './admin/videos';
import { sindicoNoticeRoutes } from './sindico/notices';
import { adminNoticeRoutes } from './admin/notices';
import { playerRoutes } from './player/player';
import { adminScreenRoutes } from './admin/screens';
import { adminScreenCaptureRoutes } from './admin/screen-captures';
import { playerCaptureRoutes } from './player/captures';
import { clientPlayRoutes } from './client/plays';
import { clientOrderRoutes } from './client/orders';
import { clientRenewalRoutes } from './client/renewals';
import { certificateRoutes } from './public/certificates';
import { adminSiteMediaRoutes } from './admin/site-media';
import { siteMediaRoutes } from './public/site-media';
import { adminSupportRoutes } from './admin/support';
import { adminAdvertiserRoutes } from './admin/advertisers';
import { adminMakeGoodRoutes } from './admin/make-goods';
import { metricsRoutes } from './admin/metrics';
import { adminDashboardRoutes } from './admin/dashboard';
import { adminNotificationRoutes } from './admin/notifications';
import { waitlistRoutes } from './public/waitlist';
import { adminWaitlistRoutes } from './admin/waitlist';
import { clientMyDataRoutes } from './client/my-data';
import { adminPrivacyRoutes } from './admin/privacy';
import { unsubscribeRoutes } from './public/unsubscribe';

/** Each audience folder adds its route modules here; order does not matter. */
export const routeModules: Array<(deps: AppDeps) => FastifyPluginAsync> = [
  healthRoutes,
  metricsRoutes,
  siteRoutes,
  authRoutes,
  filesRoutes,
  quoteRoutes,
  adminBuildingsRoutes,
  adminPhotosRoutes,
  checkoutRoutes,
  paymentWebhookRoutes,
  sandboxPaymentRoutes,
  adminOrderRoutes,
  adminCouponRoutes,
  adminDiscountRoutes,
  adminOutboxRoutes,
  recoveryRoutes,
  adminUsersRoutes,
  adminSecurityLogRoutes,
  adminSettingsRoutes,
  storeRoutes,
  financeRoutes,
  clientUploadRoutes,
  clientVideoRoutes,
  clientNotificationRoutes,
  adminVideoRoutes,
  sindicoNoticeRoutes,
  adminNoticeRoutes,
  playerRoutes,
  adminScreenRoutes,
  playerCaptureRoutes,
  adminScreenCaptureRoutes,
  clientPlayRoutes,
  clientOrderRoutes,
  clientMyDataRoutes,
  adminPrivacyRoutes,
  clientRenewalRoutes,
  certificateRoutes,
  adminSiteMediaRoutes,
  siteMediaRoutes,
  adminSupportRoutes,
  adminAdvertiserRoutes,
  adminMakeGoodRoutes,
  adminDashboardRoutes,
  adminNotificationRoutes,
  waitlistRoutes,
  adminWaitlistRoutes,
  unsubscribeRoutes,
];
