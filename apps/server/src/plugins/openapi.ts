import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PAGE_CSP } from './static-web.ts';

/** OpenAPI 3 built from the route schemas; browsable at /api/docs, JSON at /api/docs/json. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '智能集成管理平台 API',
        version: '3.1.0',
        description: 'Every answer is {code, msg, data}.',
      },
      components: { securitySchemes: { bearer: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page runs under the product's page policy (swagger-ui writes inline styles; its own default policy
  // refused them and upgraded every request to HTTPS); no validator badge from validator.swagger.io.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: PAGE_CSP,
    uiConfig: { validatorUrl: null },
  });
});
