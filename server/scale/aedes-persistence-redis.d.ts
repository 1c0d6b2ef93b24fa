/** The package ships no types; this is the part server/scale/cluster.ts uses. */
declare module 'aedes-persistence-redis' {
  import type { Redis } from 'ioredis';

  export default function aedesPersistenceRedis(options: { readonly conn: Redis; readonly maxSessionDelivery?: number }): unknown;
}
