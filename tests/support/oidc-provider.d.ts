/**
 * The slice of oidc-provider 9 the test provider uses. The package ships no types and
 * @types/oidc-provider is not installed; these follow its documented API.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface InteractionDetails {
    readonly prompt: { readonly name: string };
    readonly params: Readonly<Record<string, unknown>>;
    readonly session?: { readonly accountId?: string };
  }

  interface Account {
    readonly accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface ProviderConfiguration {
    readonly clients: readonly Record<string, unknown>[];
    readonly pkce?: { readonly required: () => boolean };
    readonly claims?: Readonly<Record<string, readonly string[]>>;
    readonly features?: Readonly<Record<string, { readonly enabled: boolean }>>;
    readonly interactions?: { readonly url: (ctx: unknown, interaction: { readonly uid: string }) => string };
    readonly cookies?: { readonly keys: readonly string[] };
    readonly ttl?: Readonly<Record<string, number>>;
    readonly findAccount: (ctx: unknown, sub: string) => Promise<Account | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(request: IncomingMessage, response: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    readonly Grant: new (properties: { accountId: string; clientId: string }) => GrantInstance;
  }
}
