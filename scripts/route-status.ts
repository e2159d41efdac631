// Prints, per area, how many documented calls are built and how many still answer 501.
import { AREAS, ROUTES, routeKey } from '@masterport/contract';

let built = 0;
const rows: string[] = [];
for (const area of AREAS) {
  const { handler } = (await import(`@masterport/functions/api/${area}/index.ts`)) as {
    handler: { builtRouteKeys: string[] };
  };
  const routes = ROUTES.filter((route) => route.area === area);
  const done = routes.filter((route) => handler.builtRouteKeys.includes(routeKey(route))).length;
  built += done;
  rows.push(
    `${area.padEnd(14)} ${String(done).padStart(4)} built  ${String(routes.length - done).padStart(4)} not_implemented`,
  );
}
console.log(rows.join('\n'));
console.log(
  `${'total'.padEnd(14)} ${String(built).padStart(4)} built  ${String(ROUTES.length - built).padStart(4)} not_implemented  (of ${ROUTES.length} routes)`,
);
