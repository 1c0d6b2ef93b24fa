import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { ServerConfig } from '../config.js';

/** HOST values that listen on every interface: no other node can reach this one by them. */
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::']);

/**
 * This node's internal address as the other nodes reach it (INTERNAL_URL, else the host and
 * the port it listens on), read when first needed: the port is known only once it listens.
 */
export function nodeAddress(config: Pick<ServerConfig, 'internalUrl' | 'host' | 'port'>, server: Server): () => string {
  return () => {
    if (config.internalUrl !== undefined) return config.internalUrl;
    const listening = server.address() as AddressInfo | null;
    const host = WILDCARD_HOSTS.has(config.host) ? os.hostname() : config.host;
    return `http://${host.includes(':') ? `[${host}]` : host}:${listening?.port ?? config.port}`;
  };
}
