/**
 * The ledger bench's data: a marketplace's money history written straight in
 * SQL (generate_series), as the ledger service would have posted it, so
 * 100,000 postings take seconds, not an hour of checkouts. Every order has its
 * payment and its payment posting; 60% completed (their completion posting),
 * two thirds of those cleared; 10% cancelled and refunded (their refund
 * posting); the rest still open, in escrow. About 2% of the postings are Pro
 * charges. Balances are the sums of the entries, so every check passes.
 */

/** Runs one statement, on PostgreSQL or PGlite alike. */
export type Run = (sqlText: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Postings per order on average: payment 10, completion 6, clearing 4, refund 1 in every 10 orders. */
const POSTINGS_PER_ORDER = 2.1;
const PRO_SHARE = 0.02;

/** How many orders and Pro charges make about `postings` postings. */
export function shapeFor(postings: number) {
  const proCharges = Math.round(postings * PRO_SHARE);
  const orders = Math.round((postings - proCharges) / POSTINGS_PER_ORDER);
  const sellers = Math.max(50, Math.round(orders / 20));
  return { orders, proCharges, sellers, buyers: sellers * 2 };
}

/** Inserts one kind of entry for each posting of `eventKind`: `lines` are (kind, user id or null, cents) from `t`, `o` and `p`. */
const entries = (eventKind: string, from: string, lines: string) =>
  `insert into ledger_entries (transaction_id, account_id, amount_cents, created_at)
   select t.id, a.id, l.cents, t.created_at
     from ledger_transactions t ${from}
     cross join lateral (values ${lines}) as l(kind, user_id, cents)
     join ledger_accounts a on a.kind = l.kind::ledger_account_kind and coalesce(a.user_id, '') = coalesce(l.user_id, '')
    where t.event_kind = '${eventKind}'`;

/** Fills an empty, migrated database with about `postings` postings and what they are about. */
export async function generateLedger(run: Run, postings: number): Promise<void> {
  const { orders, proCharges, sellers, buyers } = shapeFor(postings);
  await run(
    `insert into users (id, name, email, role)
     select 'bench-seller-' || i, 'Seller ' || i, 'seller' || i || '@bench.invalid', 'freelancer'::user_role
       from generate_series(1, ${sellers}) as i
     union all
     select 'bench-buyer-' || i, 'Buyer ' || i, 'buyer' || i || '@bench.invalid', 'buyer'::user_role
       from generate_series(1, ${buyers}) as i`,
  );
  await run(
    `insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, revisions,
                       category_slug, tags, status, is_public)
     select 'bench-seller-' || i, 'Logo design ' || i, 'A logo', 'A logo, delivered on time.', 2500, 3,
            '2 revisions', 'graphic-design', array['logo'], 'published', true
       from generate_series(1, ${sellers}) as i`,
  );
  // Orders: i % 10 says what became of each (0-5 completed, 0-3 of them cleared; 6 cancelled; 7-9 open).
  await run(
    `insert into orders (number, buyer_id, seller_id, gig_id, gig_title, price_cents, fee_cents, total_cents,
                         delivery_days, revisions, status, due_at, completed_at, cancelled_at, created_at)
     select (100000 + s.i)::text, 'bench-buyer-' || (1 + s.i % ${buyers}), g.seller_id, g.id, g.title,
            s.price, (s.price * 4 + 50) / 100, s.price + (s.price * 4 + 50) / 100, 3, '2 revisions',
            (case when s.i % 10 < 6 then 'completed' when s.i % 10 = 6 then 'cancelled'
                  when s.i % 10 = 7 then 'paid' when s.i % 10 = 8 then 'in_progress' else 'delivered' end)::order_status,
            s.at + interval '3 days',
            case when s.i % 10 < 6 then s.at + interval '4 days' end,
            case when s.i % 10 = 6 then s.at + interval '1 day' end,
            s.at
       from (select i, 500 + (hashtext('price' || i) & 255) * 100 as price,
                    now() - interval '400 days' + i * interval '5 minutes' as at
               from generate_series(1, ${orders}) as i) s
       join gigs g on g.seller_id = 'bench-seller-' || (1 + s.i % ${sellers})`,
  );
  await run(
    `insert into payments (user_id, purpose, order_id, amount_cents, status, provider, created_at, refunded_at)
     select buyer_id, 'order', id, total_cents,
            (case when status = 'cancelled' then 'refunded' else 'succeeded' end)::payment_status,
            'simulated', created_at, cancelled_at
       from orders`,
  );
  await run(
    `insert into payments (user_id, purpose, amount_cents, status, provider, created_at)
     select 'bench-seller-' || (1 + i % ${sellers}), 'pro', 1999, 'succeeded', 'simulated',
            now() - interval '300 days' + i * interval '1 hour'
       from generate_series(1, ${proCharges}) as i`,
  );
  await run(
    `insert into ledger_accounts (kind, user_id)
     select kind::ledger_account_kind, null from unnest(array['card_payments', 'escrow', 'platform_fees', 'pro_plan_revenue']) kind
     union all
     select kind::ledger_account_kind, 'bench-seller-' || i
       from generate_series(1, ${sellers}) i cross join unnest(array['seller_pending', 'seller_available']) kind`,
  );
  await run(
    `insert into ledger_transactions (event_kind, event_id, order_id, clears_at, created_at)
     select 'order_payment'::ledger_event_kind, p.id::text, o.id, null::timestamptz, p.created_at
       from payments p join orders o on o.id = p.order_id
     union all
     select 'order_refund', p.id::text, o.id, null, p.refunded_at
       from payments p join orders o on o.id = p.order_id where p.refunded_at is not null
     union all
     select 'order_completion', o.id::text, o.id, o.completed_at + interval '7 days', o.completed_at
       from orders o where o.status = 'completed'
     union all
     select 'earnings_cleared', o.id::text, o.id, null, o.completed_at + interval '7 days'
       from orders o where o.status = 'completed' and o.number::int % 10 < 4
     union all
     select 'pro_charge', p.id::text, null, null, p.created_at from payments p where p.purpose = 'pro'`,
  );
  // Written in bulk with the balance check off: every posting below sums to zero by construction.
  await run('alter table ledger_entries disable trigger ledger_entries_balanced');
  const order = 'join orders o on o.id = t.order_id';
  await run(
    entries('order_payment', order, `('card_payments', null, -o.total_cents), ('escrow', null, o.total_cents)`),
  );
  await run(entries('order_refund', order, `('escrow', null, -o.total_cents), ('card_payments', null, o.total_cents)`));
  await run(
    entries(
      'order_completion',
      order,
      `('escrow', null, -o.total_cents), ('seller_pending', o.seller_id, o.price_cents), ('platform_fees', null, o.fee_cents)`,
    ),
  );
  await run(
    entries(
      'earnings_cleared',
      order,
      `('seller_pending', o.seller_id, -o.price_cents), ('seller_available', o.seller_id, o.price_cents)`,
    ),
  );
  await run(
    entries(
      'pro_charge',
      'join payments p on p.id::text = t.event_id',
      `('card_payments', null, -p.amount_cents), ('pro_plan_revenue', null, p.amount_cents)`,
    ),
  );
  await run('alter table ledger_entries enable trigger ledger_entries_balanced');
  await run(
    `update ledger_accounts a set balance_cents = s.cents
       from (select account_id, sum(amount_cents) as cents from ledger_entries group by account_id) s
      where s.account_id = a.id`,
  );
  await run('vacuum analyze');
  await run(`create table bench_ledger_done (postings int default ${postings})`);
}
