declare const served: unique symbol;

/**
 * A service identifier that carries the type of the service it names, so a lookup needs
 * no cast (DESIGN.md house style 8). At runtime it is a plain symbol.
 */
export type Token<T> = symbol & { readonly [served]?: T };

export function token<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}

/** How a binding's factory, a root and the views read services: typed by the token. */
export interface ServiceLookup {
  get<T>(token: Token<T>): T;
}
