/** A module app-start.test.ts lets the bootstrap import as a route module and as the client entry. */
export const imported = true;
