import { INBOX_VIEWS } from '@agency/supabase/inbox';
import type { InboxView } from './backend';

/** What /admin keeps in its URL: the view, the search and the open submission. */
export interface InboxQuery {
  view: InboxView;
  q: string;
  id: string | null;
}

function viewOf(value: string | null): InboxView {
  return (INBOX_VIEWS as readonly string[]).includes(value ?? '') ? (value as InboxView) : 'new';
}

export function readQuery(search: string): InboxQuery {
  const params = new URLSearchParams(search);
  return { view: viewOf(params.get('view')), q: params.get('q') ?? '', id: params.get('id') };
}

/** /admin with `changes` applied to `search`; null or '' removes a parameter. */
export function hrefWith(search: string, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `/admin?${query}` : '/admin';
}
