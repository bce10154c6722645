import type { Endpoint } from './endpoint';

/** The sandbox-gateway module's endpoints (api/src/modules/sandbox-gateway): filled as its routes move onto declarations (issue 34). */
export const sandboxGatewayEndpoints = {} satisfies Record<string, Endpoint>;
