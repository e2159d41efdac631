import type { PermissionKey } from '../permissions.ts';
import { pendingRoute, type Area, type RouteDefinition } from '../route.ts';

/**
 * Documented calls whose features are not built yet, with the permission keys each will need.
 * Each line is `METHOD path [key key ...]`; a feature moves its calls out of here into its own
 * file when it defines their schemas and handlers.
 */
export function pendingRoutes(
  area: Area,
  access: 'public' | 'user',
  source: '000' | '001' | 'ours',
  lines: string,
): RouteDefinition[] {
  return lines
    .trim()
    .split('\n')
    .map((line) => {
      const [method, path, ...permissions] = line.trim().split(/\s+/);
      if ((method !== 'GET' && method !== 'POST') || !path) throw new Error(`Bad pending route line: ${line}`);
      return pendingRoute(method, path, access, area, source, permissions as PermissionKey[]);
    });
}
