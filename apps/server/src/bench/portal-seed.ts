import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** How big the seeded firm is: `npm run bench:portal`'s "large firm". */
export const PORTAL_SIZES = {
  clients: 2_000,
  matters: 10_000,
  documents: 50_000,
  invoices: 50_000,
  threads: 10_000,
  threadMessages: 150_000,
  conversations: 5_000,
  chatMessages: 50_000,
  auditEntries: 50_000,
  appointments: 10_000,
  bookings: 1_460,
} as const;

/** The signed-in client's share of the matters (and so of everything on them). */
export const HEAVY_CLIENT_MATTERS = 200;

/**
 * Set-based INSERT ... SELECT over generate_series, so seeding takes seconds on PostgreSQL. Every
 * date is spread over the last two years (a stable hash of the row number, not its order), so
 * "this month", "last 12 months" and "older than a year" all have rows. `$HEAVY` (the bench
 * client's id) owns the first HEAVY_CLIENT_MATTERS matters; the others are spread over the rest.
 * Row k of a child table points at the (1 + k % n)th parent in id order (`ranked_*` views).
 */
const spread = (i: string, n: number) => `(((${i}) * 7919) % ${n})::float8 / ${n}`;
const ago = (i: string, n: number) => `now() - ${spread(i, n)} * interval '730 days'`;

function statements(heavy: string) {
  const s = PORTAL_SIZES;
  const surnames = `(array['Papadopoulos','Georgiou','Müller','Smith','Ioannou','Κωνσταντίνου','Nicolaou','Brown'])`;
  const areas = `(array['corporate-law','real-estate-law','estate-planning','medical-law','data-protection','family-law','criminal-law','employment-law','immigration-law','intellectual-property'])`;
  const docKinds = `(array['Contract','Lease agreement','Will','Power of attorney','Passport scan','Letter','Court filing','Invoice copy'])`;
  const mimes = `(array['application/pdf','application/pdf','image/jpeg','application/vnd.openxmlformats-officedocument.wordprocessingml.document','text/plain'])`;
  const exts = `(array['.pdf','.pdf','.jpg','.docx','.txt'])`;
  const clientOf = (i: string) =>
    `case when ${i} <= ${HEAVY_CLIENT_MATTERS} then '${heavy}' else 'bench-client-' || (1 + ${i} % ${s.clients - 1}) end`;
  const ranked = (table: string) =>
    `create temporary view ranked_${table} as select id, row_number() over (order by id) as rn from ${table}`;
  return [
    `insert into users (id, name, email, email_verified, created_at, updated_at)
     select 'bench-client-' || i, 'Client ' || i || ' ' || ${surnames}[1 + i % 8], 'client' || i || '@bench.test', true, ${ago('i', s.clients)}, now()
     from generate_series(1, ${s.clients - 1}) i`,
    `insert into profiles (user_id, display_name, language, phone, last_sign_in_at, created_at)
     select id, name, case when right(id, 1) in ('1','3') then 'el' else 'en' end, '+357 99 000000', created_at, created_at
     from users where id like 'bench-client-%'`,
    `insert into matters (client_id, title, practice_area, status, priority, opposing_party, start_date, created_at, updated_at)
     select ${clientOf('i')}, 'Matter ' || i || ' ' || ${docKinds}[1 + i % 8], ${areas}[1 + i % 10],
       (array['active','on_hold','completed','cancelled'])[1 + i % 4], (array['low','medium','high','urgent'])[1 + i % 4],
       'Opponent ' || ${surnames}[1 + (i / 8) % 8] || ' Ltd', (${ago('i', s.matters)})::date, ${ago('i', s.matters)}, ${ago('i', s.matters)}
     from generate_series(1, ${s.matters}) i`,
    ranked('matters'),
    `insert into documents (matter_id, name, name_key, access_level, mime_type, created_at, updated_at)
     select m.id, d.name, lower(d.name), case when d.i % 4 = 0 then 'firm' else 'shared' end, ${mimes}[1 + d.i % 5], d.at, d.at
     from (select i, ${docKinds}[1 + i % 8] || ' ' || i || ${exts}[1 + i % 5] as name, ${ago('i', s.documents)} as at
           from generate_series(1, ${s.documents}) i) d
     join ranked_matters m on m.rn = 1 + d.i % ${s.matters}`,
    ranked('documents'),
    `insert into document_versions (document_id, version, storage_key, size_bytes, mime_type, uploaded_by_name, uploaded_by_firm, created_at)
     select d.id, 1, 'bench/' || d.id, 10000 + r.rn % 5000000, d.mime_type, 'KC Law', r.rn % 3 <> 0, d.updated_at
     from documents d join ranked_documents r on r.id = d.id`,
    `insert into invoices (number, matter_id, amount_cents, currency, description, due_date, status, language, paid_at, created_at, updated_at)
     select 'KC-BENCH-' || v.i, m.id, 5000 + (v.i * 37) % 500000, (array['EUR','USD','GBP'])[1 + v.i % 3], 'Legal services',
       (v.at + interval '30 days')::date, v.status, 'en', case when v.status = 'paid' then v.at + interval '10 days' end, v.at, v.at
     from (select i, ${ago('i', s.invoices)} as at, (array['pending','sent','paid','paid','overdue','cancelled'])[1 + i % 6] as status
           from generate_series(1, ${s.invoices}) i) v
     join ranked_matters m on m.rn = 1 + (v.i * 7) % ${s.matters}`,
    `insert into invoice_payments (session_id, invoice_id, provider, amount_cents, currency, applied, received_at)
     select 'bench-' || id, id, 'test', amount_cents, currency, true, paid_at from invoices where status = 'paid'`,
    `insert into message_threads (matter_id, title, created_by, created_at, last_message_at)
     select m.id, 'Question ' || m.rn, null, ${ago('m.rn', s.threads)}, now() from ranked_matters m where m.rn <= ${s.threads}`,
    ranked('message_threads'),
    `insert into thread_messages (thread_id, sender_id, sender_name, sender_type, content, created_at, read_at)
     select t.id, null, case when v.i % 2 = 0 then 'Client' else 'KC Law' end, case when v.i % 2 = 0 then 'client' else 'admin' end,
       'Message ' || v.i || ' about the matter, with a few words of text.', v.at, case when v.i % 20 <> 0 then v.at + interval '1 hour' end
     from (select i, ${ago('i', s.threadMessages)} as at from generate_series(1, ${s.threadMessages}) i) v
     join ranked_message_threads t on t.rn = 1 + v.i % ${s.threads}`,
    `update message_threads t set last_message_at = m.at, created_at = least(t.created_at, m.first)
     from (select thread_id, max(created_at) as at, min(created_at) as first from thread_messages group by thread_id) m
     where m.thread_id = t.id`,
    `insert into chat_conversations (user_id, user_name, user_email, language, status, created_at, updated_at)
     select case when i % 3 = 0 then null when i <= 20 then '${heavy}' else 'bench-client-' || (1 + i % ${s.clients - 1}) end,
       'Visitor ' || i || ' ' || ${surnames}[1 + i % 8], 'visitor' || i || '@bench.test', 'en',
       case when i % 4 = 0 then 'archived' else 'active' end, ${ago('i', s.conversations)}, now()
     from generate_series(1, ${s.conversations}) i`,
    ranked('chat_conversations'),
    `insert into chat_messages (conversation_id, content, sender_type, sender_name, created_at)
     select c.id, 'Chat message ' || v.i, (array['visitor','admin'])[1 + v.i % 2], 'Someone', v.at
     from (select i, ${ago('i', s.chatMessages)} as at from generate_series(1, ${s.chatMessages}) i) v
     join ranked_chat_conversations c on c.rn = 1 + v.i % ${s.conversations}`,
    `update chat_conversations c set updated_at = m.at, created_at = least(c.created_at, m.first), admin_read_seq = m.seq - (m.seq % 2)
     from (select conversation_id, max(created_at) as at, min(created_at) as first, max(seq) as seq from chat_messages group by conversation_id) m
     where m.conversation_id = c.id`,
    `insert into audit_log (actor_id, actor_name, action, subject_type, subject_id, details, created_at)
     select 'bench-client-' || (1 + i % ${s.clients - 1}), 'Client ' || (1 + i % ${s.clients - 1}),
       (array['user.sign_in','user.sign_in','user.sign_in','document.download','user.sign_in_failed','user.password_change'])[1 + i % 6],
       'user', 'bench-client-' || (1 + i % ${s.clients - 1}), '{"ip":"10.0.0.1"}'::jsonb, ${ago('i', s.auditEntries)}
     from generate_series(1, ${s.auditEntries}) i`,
    `insert into appointments (matter_id, title, starts_at, duration_minutes, location, status, created_at, updated_at)
     select m.id, 'Meeting ' || v.i, date_trunc('hour', now()) + ((v.i * 7919) % 240 - 200) * interval '1 day' + (v.i % 8) * interval '1 hour',
       60, 'Office', (array['scheduled','scheduled','completed','cancelled'])[1 + v.i % 4], now(), now()
     from generate_series(1, ${s.appointments}) v(i)
     join ranked_matters m on m.rn = 1 + (v.i * 13) % ${s.matters}`,
    `insert into bookings (type, type_name, client_name, client_email, language, start_at, end_at, amount_cents, currency, status, hold_expires_at, payment_provider, payment_session_id, confirmed_at, created_at)
     select 'initial', '{"en":"Initial Consultation","el":"Αρχική Συμβουλευτική Συνάντηση"}'::jsonb, 'Visitor ' || i, 'booker' || i || '@bench.test', 'en', v.start, v.start + interval '30 minutes', 5000, 'EUR',
       case when i % 5 = 0 then 'cancelled' else 'confirmed' end, v.start, 'test', 'bench-booking-' || i, v.start - interval '3 days', v.start - interval '3 days'
     from (select i, date_trunc('day', now()) - (700 - i / 2) * interval '1 day' + (9 + 4 * (i % 2)) * interval '1 hour' as start
           from generate_series(0, ${s.bookings - 1}) i) v`,
    ...['matters', 'documents', 'message_threads', 'chat_conversations'].map(
      (table) => `drop view ranked_${table}`,
    ),
    'vacuum analyze',
  ];
}

/**
 * Seeds a large firm around the existing account `heavyClientId` (the client the bench signs in
 * as). One transaction, so the temporary views live on one connection.
 */
export async function seedPortal(db: Db, heavyClientId: string) {
  const list = statements(heavyClientId);
  const vacuum = list.pop()!; // VACUUM cannot run inside a transaction
  await db.transaction(async (tx) => {
    for (const statement of list) await tx.execute(sql.raw(statement));
  });
  await db.execute(sql.raw(vacuum)); // statistics and visibility map, as autovacuum keeps them
}
