/** How often what is still delivering (list rows, a distribution's destinations, a station's page) is read again. */
export const DELIVERY_POLL_MS = 3000;
