import { BEHAVIOUR_SCENARIOS, HOSTILE_SCENARIOS } from './handler-scenarios.ts';

for (const scenario of [...HOSTILE_SCENARIOS, ...BEHAVIOUR_SCENARIOS]) {
  Deno.test(scenario.title, scenario.run);
}
