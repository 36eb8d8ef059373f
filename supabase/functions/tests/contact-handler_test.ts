import { BEHAVIOUR_SCENARIOS, HOSTILE_SCENARIOS, MAILER_SCENARIOS } from './handler-scenarios.ts';

for (const scenario of [...HOSTILE_SCENARIOS, ...BEHAVIOUR_SCENARIOS, ...MAILER_SCENARIOS]) {
  Deno.test(scenario.title, scenario.run);
}
