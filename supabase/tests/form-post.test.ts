import { describe, it } from 'vitest';
import { FORM_POST_SCENARIOS } from '../functions/tests/form-post-scenarios.ts';

describe('send-contact-email handler on Node: the form posted without JavaScript', () => {
  for (const scenario of FORM_POST_SCENARIOS) it(scenario.title, scenario.run);
});
