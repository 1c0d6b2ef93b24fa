import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export (house style: named exports only). */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
