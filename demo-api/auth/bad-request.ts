/**
 * Malformed input. The real backend answers it with `400 {"message": …}` rather than a recipe
 * status, so handlers throw this and the route wrapper turns it into that answer.
 */
export class BadRequestError extends Error {
  override readonly name = 'BadRequestError';
}

/** The JSON object body of a recipe POST; anything else is a 400. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw new BadRequestError('The request body could not be read');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadRequestError('The request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequestError('The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** A required string property of the body. */
export function requiredString(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (value === undefined || value === null) throw new BadRequestError(`Please provide ${key}`);
  if (typeof value !== 'string') throw new BadRequestError(`${key} must be a string`);
  return value;
}

/** An optional string property of the body (absent or null → undefined). */
export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new BadRequestError(`${key} must be a string`);
  return value;
}

/** `shouldTryLinkingWithSessionUser` and friends: absent means false (FDI ≥ 3.1). */
export function optionalBoolean(body: Record<string, unknown>, key: string): boolean {
  const value = body[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new BadRequestError(`${key} must be a boolean`);
  return value;
}

/** A required GET parameter, e.g. `?email=`. */
export function requiredQuery(request: Request, key: string): string {
  const value = new URL(request.url).searchParams.get(key);
  if (value === null) throw new BadRequestError(`Please provide the ${key} as a GET param`);
  return value;
}
