import { describe, expect, it } from 'vitest';
import { notificationContent, notificationKinds, notificationRoles } from '../../../domain/notifications';

describe('who receives which staff notification', () => {
  it('follows the permission table: finance gets payments, only admins the rest, editors nothing', () => {
    expect(notificationRoles('order_paid').sort()).toEqual(['admin', 'finance', 'master']);
    expect(notificationRoles('payment_refund_needed').sort()).toEqual(['admin', 'finance', 'master']);
    for (const kind of ['video_pending', 'screen_offline', 'paid_screen_down', 'paid_screen_back', 'make_good_credit_offered', 'contact_message', 'newsletter_signup'] as const) {
      expect(notificationRoles(kind).sort(), kind).toEqual(['admin', 'master']);
    }
    for (const kind of notificationKinds) expect(notificationRoles(kind)).not.toContain('editor');
  });

  it('names one outage of a screen by its last heartbeat, so a new outage is a new notification', () => {
    const base = { kind: 'screen_offline' as const, screenId: 's1', label: 'Elevador', buildingName: 'Ed. Sol' };
    const a = notificationContent({ ...base, lastHeartbeatAt: '2026-11-20T10:00:00.000Z' });
    const b = notificationContent({ ...base, lastHeartbeatAt: '2026-11-20T12:00:00.000Z' });
    expect(a.dedupeKey).not.toBe(b.dedupeKey);
    expect(a.body).toBe('A tela "Elevador" do prédio Ed. Sol parou de responder.');
  });
});
