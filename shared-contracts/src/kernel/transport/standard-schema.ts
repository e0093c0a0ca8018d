// https://standardschema.dev v1, which zod 4 implements as `~standard`: the kernel checks through it and needs no zod.
// The types are copied from the specification as it recommends.
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': StandardSchemaV1.Props<Input, Output>;
}

// eslint-disable-next-line @typescript-eslint/no-namespace -- the shape the specification publishes
export declare namespace StandardSchemaV1 {
  export interface Props<Input = unknown, Output = Input> {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Result<Output> | Promise<Result<Output>>;
    readonly types?: Types<Input, Output> | undefined;
  }
  export type Result<Output> = SuccessResult<Output> | FailureResult;
  export interface SuccessResult<Output> {
    readonly value: Output;
    readonly issues?: undefined;
  }
  export interface FailureResult {
    readonly issues: ReadonlyArray<Issue>;
  }
  export interface Issue {
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }
  export interface PathSegment {
    readonly key: PropertyKey;
  }
  export interface Types<Input = unknown, Output = Input> {
    readonly input: Input;
    readonly output: Output;
  }
  export type InferInput<Schema extends StandardSchemaV1> = NonNullable<Schema['~standard']['types']>['input'];
  export type InferOutput<Schema extends StandardSchemaV1> = NonNullable<Schema['~standard']['types']>['output'];
}

export interface CheckIssue {
  path: PropertyKey[];
  message: string;
}

export type CheckResult<T> = { ok: true; value: T } | { ok: false; issues: CheckIssue[] };

const toResult = <T>(result: StandardSchemaV1.Result<T>): CheckResult<T> =>
  !result.issues
    ? { ok: true, value: result.value }
    : { ok: false, issues: result.issues.map((issue) => ({ message: issue.message, path: (issue.path ?? []).map((segment) => (typeof segment === 'object' && segment !== null ? segment.key : segment)) })) };

/** At once when the schema answers at once (zod/mini without async refinements); else a promise. */
export function check<T>(schema: StandardSchemaV1<unknown, T>, value: unknown): CheckResult<T> | Promise<CheckResult<T>> {
  const result = schema['~standard'].validate(value);
  return result instanceof Promise ? result.then(toResult) : toResult(result);
}
