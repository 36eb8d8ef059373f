/** The embedded database and the functions' deps on it (`@agency/supabase/pglite`). */
export * from './admin-deps.ts';
export * from './contact-deps.ts';
export * from './database.ts';
