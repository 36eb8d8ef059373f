import { describe, it } from 'vitest';
import { DELIVERY_SCENARIOS } from '../functions/tests/delivery-scenarios.ts';

describe('the outbox of deliveries, the rules shared with Deno', () => {
  for (const scenario of DELIVERY_SCENARIOS) it(scenario.title, scenario.run);
});
