import { DELIVERY_SCENARIOS } from './delivery-scenarios.ts';

for (const scenario of DELIVERY_SCENARIOS) Deno.test(scenario.title, scenario.run);
