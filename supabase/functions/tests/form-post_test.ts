import { FORM_POST_SCENARIOS } from './form-post-scenarios.ts';

for (const scenario of FORM_POST_SCENARIOS) Deno.test(scenario.title, scenario.run);
