import { setupServer } from 'msw/node';
import { routesHandler } from './mock-routes.ts';

/**
 * The web tests' stand-in for the network: every fetch of a test file goes to it (setup.ts starts
 * it, and resets it to this after each test). With no routes, analytics events are accepted and
 * any other call answers 501 NOT_STUBBED; `stubFetch` adds a test's routes.
 */
export const mockServer = setupServer(routesHandler({}));
