import type { DbOrTx } from '../../db/client';
import { findOutboxPage } from './outbox.repository';

export const OUTBOX_PAGE_SIZE = 20;

/** Staff read the outbox when no SMTP is configured (and to check what was sent). */
export async function listOutbox(db: DbOrTx, q: { page: number; to?: string }) {
  const { rows, total } = await findOutboxPage(db, { ...q, pageSize: OUTBOX_PAGE_SIZE });
  return {
    rows: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
    })),
    total,
    page: q.page,
    pageSize: OUTBOX_PAGE_SIZE,
  };
}
