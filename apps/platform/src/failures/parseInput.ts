import * as v from 'valibot';
import { BadInputError } from './BadInputError';

/**
 * PostgreSQL text cannot hold U+0000, so a string with one would fail its query: it is bad input. The
 * walk is a loop, not recursion, so a deeply nested body cannot overflow the stack.
 */
function holdsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const key of Object.keys(value)) {
        if (key.includes('\u0000')) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * Parses a body or query with a valibot schema (the same rules the browser runs) or throws
 * BadInputError. Messages of our rules (`key?min=..`) travel to the client as they are.
 */
export function parseInput<Schema extends v.GenericSchema>(
  schema: Schema,
  input: unknown,
): v.InferOutput<Schema> {
  if (holdsNul(input)) throw new BadInputError('errors.badInput');
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const first = result.issues[0];
  const message = first.message.startsWith('Invalid ') ? 'errors.badInput' : first.message;
  throw new BadInputError(message);
}
