import { describe, it } from 'vitest';
import { ADMIN_SCENARIOS } from '../functions/tests/admin-scenarios.ts';

describe('admin-submissions handler on Node', () => {
  for (const scenario of ADMIN_SCENARIOS) it(scenario.title, scenario.run);
});
