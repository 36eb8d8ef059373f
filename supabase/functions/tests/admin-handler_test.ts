import { ADMIN_SCENARIOS } from './admin-scenarios.ts';

for (const scenario of ADMIN_SCENARIOS) Deno.test(scenario.title, scenario.run);
