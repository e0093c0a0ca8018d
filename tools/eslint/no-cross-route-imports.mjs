// An ESLint rule: a folder of api/src/routes/ (one resource) imports no other route folder. What two routes
// share belongs in a module both import (a repository, a service, shared-contracts), not in one of the routes
// (ARCHITECTURE.md "Data and services"; HOUSE-STYLE.md, fastify/demo). Files directly in api/src/routes/ (the
// index that registers every folder) are not route folders and may import them all.
//
// Option: { allow: ['<from> -> <to>', ...] } pairs of folders still tolerated (a temporary allowlist).
import { statSync } from 'node:fs';
import path from 'node:path';

const ROUTES = `${path.sep}api${path.sep}src${path.sep}routes${path.sep}`;

/**
 * The route folder a file or an import target sits in (an import of '../people' is the folder itself), or
 * undefined outside api/src/routes/<folder>/.
 */
export function routeFolder(file) {
  const at = file.lastIndexOf(ROUTES);
  if (at < 0) return undefined;
  const parts = file.slice(at + ROUTES.length).split(path.sep);
  if (parts.length > 1) return parts[0];
  return statSync(file, { throwIfNoEntry: false })?.isDirectory() ? parts[0] : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossRouteImports = {
  meta: {
    type: 'problem',
    docs: { description: 'a route folder of api/src/routes imports no other route folder' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string', pattern: '^[\\w.-]+ -> [\\w.-]+$' } } }, additionalProperties: false }],
    messages: {
      crossRoute:
        "The route folder '{{from}}' imports the route folder '{{to}}' ({{source}}): move what both use into a repository or service module, or shared-contracts.",
    },
  },
  create(context) {
    const filename = context.filename;
    const from = routeFolder(filename);
    if (!from) return {};
    const allowed = new Set(context.options[0]?.allow ?? []);
    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      if (!source?.startsWith('.')) return;
      const to = routeFolder(path.resolve(path.dirname(filename), source));
      if (to && to !== from && !allowed.has(`${from} -> ${to}`)) context.report({ node, messageId: 'crossRoute', data: { from, to, source } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

export default { rules: { 'no-cross-route-imports': noCrossRouteImports } };
