/*
 * Checks of the card provider's checkout library (spec 000 §5, §8). The library reports
 * failures as Error messages; the messages the spec quotes are kept word for word, the
 * others follow their style.
 */

export const PAY_LIBRARY_METHODS = ['googlepay', 'applepay', 'credit_card'] as const;
export type PayLibraryMethod = (typeof PAY_LIBRARY_METHODS)[number];
export const PAY_LIBRARY_ENVIRONMENTS = ['PRODUCTION', 'TEST', 'DEV'] as const;
export type PayLibraryEnvironment = (typeof PAY_LIBRARY_ENVIRONMENTS)[number];

export const PAY_LIBRARY_ERROR = {
  elementIdMissing: 'element id is need',
  invalidPayMethods: 'Invalid payMethods',
  methodNotSupported: (method: string): string => `Pay method ${method} is not supported`,
  frameExists: 'iFrame already exists',
  mustBeString: (field: string): string => `${field} must be a string`,
  mustBeBoolean: (field: string): string => `${field} must be a boolean`,
  invalidEnvironment: 'Invalid environment',
} as const;

export interface PayLibraryConfig {
  readonly elementId: string;
  readonly payMethods: readonly PayLibraryMethod[];
  readonly merchantInfo: { readonly merchantNo: string; readonly merchantOrigin: string; readonly merchantName?: string };
  readonly config: {
    readonly amount: string;
    readonly currency: string;
    readonly environment?: PayLibraryEnvironment;
    readonly openLoading?: boolean;
    /** Required when paying by card. */
    readonly userId?: string;
    readonly collectEmail?: boolean;
  };
}

export type PayLibraryResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: { readonly code: 'PAY_LIBRARY.INVALID'; readonly message: string } };

const invalid = (message: string): PayLibraryResult<never> => ({ ok: false, error: { code: 'PAY_LIBRARY.INVALID', message } });

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isMethod = (value: unknown): value is PayLibraryMethod => (PAY_LIBRARY_METHODS as readonly unknown[]).includes(value);
const isEnvironment = (value: unknown): value is PayLibraryEnvironment => (PAY_LIBRARY_ENVIRONMENTS as readonly unknown[]).includes(value);

/** The first problem of a string field that must be present, else null. */
function stringProblem(record: Readonly<Record<string, unknown>>, field: string): string | null {
  return isNonEmptyString(record[field]) ? null : PAY_LIBRARY_ERROR.mustBeString(field);
}

/** The first problem of a boolean field that may be left out, else null. */
function optionalBooleanProblem(record: Readonly<Record<string, unknown>>, field: string): string | null {
  const value = record[field];
  return value === undefined || typeof value === 'boolean' ? null : PAY_LIBRARY_ERROR.mustBeBoolean(field);
}

/**
 * Validates what the app hands the library before it mounts: the element id, the pay
 * methods, the merchant (merchantNo and merchantOrigin) and the config (amount and
 * currency strings, userId for card (a string whenever given), collectEmail and openLoading booleans when given).
 * Input is `unknown` because it crosses into a third-party script; the first problem wins.
 */
export function validatePayLibraryConfig(input: unknown): PayLibraryResult<PayLibraryConfig> {
  const root = isRecord(input) ? input : {};
  if (!isNonEmptyString(root['elementId'])) return invalid(PAY_LIBRARY_ERROR.elementIdMissing);

  const methods = root['payMethods'];
  if (!Array.isArray(methods) || methods.length === 0) return invalid(PAY_LIBRARY_ERROR.invalidPayMethods);
  const unsupported = methods.find((m) => !isMethod(m));
  if (unsupported !== undefined) return invalid(PAY_LIBRARY_ERROR.methodNotSupported(String(unsupported)));

  const merchant = isRecord(root['merchantInfo']) ? root['merchantInfo'] : {};
  const config = isRecord(root['config']) ? root['config'] : {};
  const problem =
    stringProblem(merchant, 'merchantNo') ??
    stringProblem(merchant, 'merchantOrigin') ??
    stringProblem(config, 'amount') ??
    stringProblem(config, 'currency') ??
    (methods.includes('credit_card') || config['userId'] !== undefined ? stringProblem(config, 'userId') : null) ??
    optionalBooleanProblem(config, 'collectEmail') ??
    optionalBooleanProblem(config, 'openLoading') ??
    (config['environment'] === undefined || isEnvironment(config['environment']) ? null : PAY_LIBRARY_ERROR.invalidEnvironment);
  if (problem !== null) return invalid(problem);

  // Every field below was checked above; copying them drops anything the library does not know.
  const optional = <K extends string>(key: K, value: unknown) => (value === undefined ? {} : { [key]: value });
  return {
    ok: true,
    value: {
      elementId: root['elementId'] as string,
      payMethods: methods as PayLibraryMethod[],
      merchantInfo: {
        merchantNo: merchant['merchantNo'] as string,
        merchantOrigin: merchant['merchantOrigin'] as string,
        ...(typeof merchant['merchantName'] === 'string' ? { merchantName: merchant['merchantName'] } : {}),
      },
      config: {
        amount: config['amount'] as string,
        currency: config['currency'] as string,
        ...optional('environment', config['environment']),
        ...optional('openLoading', config['openLoading']),
        ...optional('userId', config['userId']),
        ...optional('collectEmail', config['collectEmail']),
      },
    },
  };
}

/** A container holds one frame per pay method; a second one of the same method is refused. */
export function canMountPayFrame(
  mounted: readonly { readonly containerId: string; readonly method: PayLibraryMethod }[],
  containerId: string,
  method: PayLibraryMethod,
): PayLibraryResult<true> {
  const exists = mounted.some((f) => f.containerId === containerId && f.method === method);
  return exists ? invalid(PAY_LIBRARY_ERROR.frameExists) : { ok: true, value: true };
}
