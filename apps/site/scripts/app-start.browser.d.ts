import type { AppStartPlan } from './app-start.ts';

/** See app-start.browser.js: installs the triggers that start the page's app. */
export default function startAppWhenNeeded(plan: AppStartPlan): void;
