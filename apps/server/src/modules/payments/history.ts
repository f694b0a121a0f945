import type { PaymentRecord } from '@idealens/shared/billing';
import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { PaymentsTable } from '../../db/schema.ts';

type PaymentRow = Selectable<PaymentsTable>;

/** A payment as the history and its receipt show it. */
export function paymentRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    kind: row.kind,
    paidAt: new Date(row.paid_at).toISOString(),
    plan: row.plan,
    billingPeriod: row.billing_period,
    amount: row.amount,
    credit: row.credit,
    currency: row.currency,
    provider: row.provider === 'stripe' ? 'stripe' : 'sandbox',
    providerReference: row.provider_reference,
    pointsGranted: row.points_granted,
  };
}

/** The receipt's number: the payment's day and the start of its id, e.g. `IL-20261126-1A2B3C4D`. */
export function receiptNumber(row: Pick<PaymentRow, 'id' | 'paid_at'>): string {
  const day = new Date(row.paid_at).toISOString().slice(0, 10).replaceAll('-', '');
  return `IL-${day}-${row.id.slice(0, 8).toUpperCase()}`;
}

/** One page of a user's payments, newest first, and how many there are. */
export async function paymentsPage(db: DB, userId: string, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', userId)
      // Providers date payments to the second: within one, the later recorded comes first.
      .orderBy('paid_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(paymentRecord), total: Number(count.total), page, pageSize };
}

/** One of the user's payments (anyone else's is not found). */
export function findPayment(db: DB, userId: string, id: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
