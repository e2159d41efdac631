import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/traffic-instructions.ts';
import { trafficInstructionsRouteFacts } from '../route-facts/traffic-instructions.ts';

/** The traffic-instructions tab (seed 000 §7): who receives traffic instructions, and the stations that differ. */
export const trafficInstructionsRouteTable = {
  get: defineRoute({
    ...trafficInstructionsRouteFacts.get,
    query: z.strictObject({}),
    response: s.trafficInstructionsResponse,
  }),
  addNotification: defineRoute({
    ...trafficInstructionsRouteFacts.addNotification,
    body: s.trafficNotificationBody,
    response: s.trafficInstructionsResponse,
  }),
  deleteNotification: defineRoute({
    ...trafficInstructionsRouteFacts.deleteNotification,
    body: s.trafficNotificationBody,
    response: s.trafficInstructionsResponse,
  }),
  createException: defineRoute({
    ...trafficInstructionsRouteFacts.createException,
    body: s.createTrafficExceptionBody,
    response: s.trafficInstructionsResponse,
  }),
  deleteException: defineRoute({
    ...trafficInstructionsRouteFacts.deleteException,
    body: s.trafficExceptionIdBody,
    response: s.trafficInstructionsResponse,
  }),
  addExceptionCallLetter: defineRoute({
    ...trafficInstructionsRouteFacts.addExceptionCallLetter,
    body: s.trafficExceptionCallLetterBody,
    response: s.trafficInstructionsResponse,
  }),
  removeExceptionCallLetter: defineRoute({
    ...trafficInstructionsRouteFacts.removeExceptionCallLetter,
    body: s.trafficExceptionCallLetterBody,
    response: s.trafficInstructionsResponse,
  }),
};

export const trafficInstructionsRoutes = Object.values(trafficInstructionsRouteTable);
