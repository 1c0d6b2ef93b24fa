/**
 * A route only other nodes of the cluster call, each call signed with the nodes' shared key
 * (the route checks the signature before any work). It is not counted against the caller's
 * address: every call of a node comes from one address, so a popular live whose viewers
 * reached another node would otherwise have their forwarded steps refused with 429 as if
 * that node were a flooding client (ADR 0022). Declared in the route's options:
 * `scope.post(path, { config: NODE_TO_NODE_ROUTE }, handler)`.
 */
export const NODE_TO_NODE_ROUTE = { nodeToNode: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See NODE_TO_NODE_ROUTE. */
    nodeToNode?: boolean;
  }
}

export function isNodeToNodeRoute(config: { readonly nodeToNode?: boolean }): boolean {
  return config.nodeToNode === true;
}
