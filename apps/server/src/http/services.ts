/** The services type lives in core (modules read it); kept here for the http layer's own imports. */
export type { Services } from '../core/services.ts';
