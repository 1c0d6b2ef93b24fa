import { Container, ContainerModule, type ContainerModuleLoadOptions, type ResolutionContext } from 'inversify';
import type { ServiceLookup, Token } from './token';

/**
 * The one place that speaks inversify (the dependency rule allows it nowhere else in
 * src/): feature modules and roots bind through `FeatureBindings`, typed by their
 * tokens, and read through `ServiceLookup`. Use cases stay plain functions, bound with
 * toDynamicValue — no decorators, no reflect-metadata.
 */
export interface FeatureBindings {
  /** One instance per container, made on its first lookup: a service nobody asks for is never built. */
  singleton<T>(token: Token<T>, make: (services: ServiceLookup) => T): void;
  /** A value made outside the container (a root's adapter, the stores of the first paint). */
  constant<T>(token: Token<T>, value: T): void;
  /** Takes over a binding an earlier module made (a root changing one piece, e.g. the simulator without the rotation gate). */
  replace<T>(token: Token<T>, make: (services: ServiceLookup) => T): void;
}

export type FeatureModule = ContainerModule;

const lookupOf = (context: ResolutionContext): ServiceLookup => ({ get: <T>(token: Token<T>) => context.get<T>(token) });

function bindingsOf(options: ContainerModuleLoadOptions): FeatureBindings {
  return {
    singleton: (token, make) => void options.bind(token).toDynamicValue((context) => make(lookupOf(context))).inSingletonScope(),
    constant: (token, value) => void options.bind(token).toConstantValue(value),
    replace: (token, make) => void options.rebindSync(token).toDynamicValue((context) => make(lookupOf(context))).inSingletonScope(),
  };
}

/** One feature's bindings as an inversify ContainerModule (AFFiNE's configureXModule, Theia's module per package). */
export function featureModule(bindAll: (bind: FeatureBindings) => void): FeatureModule {
  return new ContainerModule((options) => bindAll(bindingsOf(options)));
}

/** A container of feature modules: more can be loaded later (a piece of the core that arrives on demand). */
export interface AppContainer extends ServiceLookup {
  load(...modules: readonly FeatureModule[]): void;
}

export function createAppContainer(...modules: readonly FeatureModule[]): AppContainer {
  const container = new Container();
  container.loadSync(...modules);
  return {
    get: <T>(token: Token<T>) => container.get<T>(token),
    load: (...more) => container.loadSync(...more),
  };
}
