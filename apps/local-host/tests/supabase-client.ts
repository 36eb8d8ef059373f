import { createClient } from '@supabase/supabase-js';

/**
 * Node 20 has no WebSocket and supabase-js wants a realtime transport up front. Realtime is never used here, so
 * the transport refuses to be constructed.
 */
class NoRealtimeWebSocket {
  constructor() {
    throw new Error('realtime is not used by the contact tests');
  }
}

export function createTestSupabaseClient(url: string) {
  return createClient(url, 'local-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtimeWebSocket as never },
  });
}
