/**
 * Synthetic submissions for the inbox scale bench: names, addresses and messages of realistic length drawn from word
 * lists, a mix of statuses, and one rare word ('zephyrquartz') in every 200 000th row.
 */
import type { PGlite } from '@electric-sql/pglite';

export const RARE_WORD = 'zephyrquartz';
export const COMMON_WORD = 'website';
/** Every trigram of it is in most rows, the phrase in few: the trigram index cannot narrow it down. */
export const RARE_PHRASE_OF_COMMON_WORDS = 'the the the';
/** Too short for the trigram index: every row must be read. */
export const TWO_LETTERS = 'zq';

const WORDS = [
  'website',
  'redesign',
  'brand',
  'budget',
  'launch',
  'timeline',
  'mobile',
  'app',
  'cloud',
  'migration',
  'security',
  'audit',
  'design',
  'system',
  'ecommerce',
  'store',
  'portal',
  'health',
  'fintech',
  'startup',
  'quote',
  'project',
  'weeks',
  'team',
  'strategy',
  'consulting',
  'support',
  'hosting',
  'api',
  'integration',
  'analytics',
  'data',
  'ai',
  'chatbot',
  'prototype',
  'workshop',
  'logo',
  'identity',
  'marketing',
  'materials',
  'the',
  'we',
  'need',
  'a',
  'for',
  'our',
  'new',
  'and',
  'with',
  'please',
  'help',
  'would',
  'like',
  'to',
  'discuss',
  'about',
  'hello',
  'thanks',
  'soon',
  'next',
  'month',
];

/** Inserts rows `from`..`to` (1-based) in one statement, as the database owner; row g is g × 2 s old. */
export async function seedSubmissions(db: PGlite, from: number, to: number): Promise<void> {
  await db.query(
    `with w as (select $3::text[] as words)
     insert into public.contact_submissions (created_at, name, email, message, status, handled_at, notified_at, read_at)
     select
       now() - make_interval(secs => g * 2.0),
       (array['Ada','Grace','Linus','Zoë','José','Müller','Priya','Chen','Omar','Fatima','Lars','Ines'])[1 + g % 12]
         || ' ' || (array['Lovelace','Hopper','Smith','Garcia','Nguyen','Kowalski','Okafor','Rossi','Berg','Silva'])[1 + (g / 12) % 10],
       'user' || g || '@' || (array['example.com','mail.example','agency.example','corp.example'])[1 + g % 4],
       (select string_agg(w.words[1 + ((g * 7 + k * 13 + (g % 97) * k) % array_length(w.words, 1))], ' ')
          from generate_series(1, 12 + g % 40) k)
         || case when g % 200000 = 7 then ' ' || $4 else '' end,
       case when g % 20 = 0 then 'spam' when g % 33 = 0 then 'notify_failed' when g % 50 = 0 then 'new' else 'notified' end,
       case when g % 10 < 7 and g > 200 then now() - make_interval(secs => g) end,
       now(),
       case when g % 10 < 8 then now() end
     from w, generate_series($1::int, $2::int) g`,
    [from, to, WORDS, RARE_WORD],
  );
}
