/** Local-storage rules: key naming and what to evict when storage is full. */
export * from './eviction';
export * from './storage-entry-kind';
export * from './storage-key';
