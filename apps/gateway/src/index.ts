export { createGatewayApp, type GatewayDeps } from './app';
export { IdentityService, type AuthContext } from './identity/identity.service';
