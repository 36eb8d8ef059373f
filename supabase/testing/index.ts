/** In-memory deps and the mounted function apps, for tests and attack scripts (`@agency/supabase/testing`). */
export * from '../functions/tests/in-memory-deps.ts';
export * from './function-apps.ts';
