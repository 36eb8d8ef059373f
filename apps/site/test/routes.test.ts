// @vitest-environment node
import { FORM_OUTCOME_PATHS } from '@agency/contact-client';
import { contactOutcomeRoutes, prerenderPaths, routes as manifest } from '@agency/content';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routeConfig from '../app/routes';

function flatten(
  entries: readonly RouteConfigEntry[],
  prefix = '',
): { path: string; file: string; id?: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix || '/' : entry.path ? `${prefix}/${entry.path}` : prefix;
    const own =
      entry.path !== undefined || entry.index ? [{ path, file: entry.file, id: entry.id }] : [];
    return [
      ...own,
      ...flatten(entry.children ?? [], entry.path ? `${prefix}/${entry.path}` : prefix),
    ];
  });
}

const configured = flatten(routeConfig);

describe('app/routes.ts', () => {
  it('has a route for every path of the manifest, the contact outcome pages and the 404 splat', () => {
    const paths = configured.map((route) => route.path).sort();
    const outcomes = contactOutcomeRoutes.map((route) => route.path);
    expect(paths).toEqual([...manifest.map((route) => route.path), ...outcomes, '/*'].sort());
  });

  it('lands form posts where the contact function redirects them', () => {
    expect(contactOutcomeRoutes.map((route) => route.path)).toEqual([
      FORM_OUTCOME_PATHS.sent,
      FORM_OUTCOME_PATHS.notSent,
    ]);
  });

  it('has no route params', () => {
    expect(configured.filter((route) => route.path.includes(':'))).toEqual([]);
  });

  it('gives each service and legal path its own id on the shared module', () => {
    const details = configured.filter((route) => route.file === 'routes/service-detail.tsx');
    const legal = configured.filter((route) => route.file === 'routes/legal.tsx');
    expect(details).toHaveLength(6);
    expect(legal).toHaveLength(3);
    expect(new Set([...details, ...legal].map((route) => route.id)).size).toBe(9);
  });

  it('keeps /admin outside the shared layout and every public route inside it', () => {
    const [layout, admin] = routeConfig;
    expect(layout?.file).toBe('layout/SiteLayout.tsx');
    expect(admin?.path).toBe('admin');
    const inside = flatten(layout?.children ?? []).map((route) => route.path);
    for (const path of prerenderPaths) expect(inside).toContain(path);
    expect(inside).not.toContain('/admin');
  });
});
