import { describe, expect, it } from 'vitest';
import {
  BEHAVIOUR_SCENARIOS,
  HOSTILE_SCENARIOS,
  MAILER_SCENARIOS,
} from '../functions/tests/handler-scenarios.ts';

describe('send-contact-email handler on Node', () => {
  it('covers at least 40 malformed or hostile requests', () => {
    expect(HOSTILE_SCENARIOS.length).toBeGreaterThanOrEqual(40);
  });

  describe('malformed and hostile requests', () => {
    for (const scenario of HOSTILE_SCENARIOS) it(scenario.title, scenario.run);
  });

  describe('behaviour', () => {
    for (const scenario of BEHAVIOUR_SCENARIOS) it(scenario.title, scenario.run);
  });

  describe('e-mail provider', () => {
    for (const scenario of MAILER_SCENARIOS) it(scenario.title, scenario.run);
  });
});
