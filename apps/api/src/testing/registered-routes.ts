import type { FastifyInstance } from 'fastify';

/** A route the app registers: its full path and its methods. */
export interface RegisteredRoute {
  path: string;
  methods: string[];
}

/**
 * The routes of `app.printRoutes({ commonPrefix: false })`: a tree whose
 * lines are `<4 columns per level>── <segment> (<METHODS>)`, a child's
 * segment continuing its parent's.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = [...indent].length / 4;
    stack.length = depth;
    stack.push(segment);
    if (methods) routes.push({ path: stack.join(''), methods: methods.split(',').map((method) => method.trim()) });
  }
  return routes;
}
