import { openLocalDatabase } from '@agency/supabase/pglite/database';
const t = performance.now();
const db = await openLocalDatabase({ dataDir: '/tmp/s1m/db' });
console.log('open+migrate ms', Math.round(performance.now() - t));
await db.close();
