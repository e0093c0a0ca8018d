// No zod: bodies and answers are checked through their schemas' Standard Schema interface.
export { defineEndpoints, fillPath, pathParamNames, type BodyOf, type CallArgs, type CallOptions, type Endpoint, type EndpointAuth, type EndpointSpec, type EndpointTable, type HttpMethod, type ParamsOf, type PathParamNames, type QueryOf, type ResponseOf, type Schema } from './endpoint';
export { api, apiSettings, call, configureApi, isApiConfigured, resetApi, transport, urlFor, type Calls } from './configure';
export { createTransport, type ApiOptions, type Transport } from './transport';
export * from './errors';
export * from './events';
export * from './page-data';
export * from './request-policy';
export { check, type CheckIssue, type CheckResult, type StandardSchemaV1 } from './standard-schema';
