import { operatorRouteTable as routes } from '@masterport/contract';
import { decidePlanChange } from '@masterport/core/operators';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.decidePlanChange, async ({ operator, body }) => decidePlanChange(operator, body));
