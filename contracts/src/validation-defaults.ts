import type { ValidationMessage } from './validation-text';

/** What zod reports about a check that has no message of its own (the fields read here; see zod's $ZodRawIssue). */
export interface DefaultIssue {
  code?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  format?: string;
  divisor?: number | bigint;
  keys?: string[];
}

const limit = (value: number | bigint | undefined) => Number(value ?? 0);

function wrongType(issue: DefaultIssue): ValidationMessage {
  if (issue.input === undefined || issue.input === null) return { code: 'common.required' };
  switch (issue.expected) {
    case 'string':
      return { code: 'defaults.notText' };
    case 'number':
    case 'nan':
      return { code: 'defaults.notNumber' };
    case 'int':
      return { code: 'defaults.notWholeNumber' };
    case 'boolean':
      return { code: 'common.trueOrFalse' };
    case 'date':
      return { code: 'defaults.notDate' };
    case 'array':
    case 'set':
      return { code: 'defaults.notList' };
    default:
      return { code: 'common.invalidInput' };
  }
}

function tooSmall(issue: DefaultIssue): ValidationMessage {
  const min = limit(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return { code: 'defaults.textLength', params: { length: min } };
      return min <= 1 ? { code: 'common.required' } : { code: 'defaults.textTooShort', params: { min } };
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? { code: 'defaults.numberAbove', params: { min } } : { code: 'defaults.numberAtLeast', params: { min } };
    case 'array':
    case 'set':
      return min <= 1 ? { code: 'defaults.listEmpty' } : { code: 'defaults.listTooShort', params: { min } };
    case 'date':
      return { code: 'defaults.dateTooEarly' };
    default:
      return { code: 'common.invalidInput' };
  }
}

function tooBig(issue: DefaultIssue): ValidationMessage {
  const max = limit(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? { code: 'defaults.textLength', params: { length: max } } : { code: 'common.tooLong', params: { max } };
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? { code: 'defaults.numberBelow', params: { max } } : { code: 'defaults.numberAtMost', params: { max } };
    case 'array':
    case 'set':
      return { code: 'defaults.listTooLong', params: { max } };
    case 'date':
      return { code: 'defaults.dateTooLate' };
    case 'file':
      return { code: 'defaults.fileTooLarge' };
    default:
      return { code: 'common.invalidInput' };
  }
}

function wrongFormat(issue: DefaultIssue): ValidationMessage {
  switch (issue.format) {
    case 'email':
      return { code: 'email.invalid' };
    case 'url':
      return { code: 'defaults.webAddress' };
    case 'date':
      return { code: 'common.date' };
    case 'time':
      return { code: 'common.time' };
    case 'datetime':
      return { code: 'defaults.dateTime' };
    default:
      return { code: 'defaults.format' };
  }
}

/**
 * The catalogue message for a check a schema left without a message of its own (`z.string().min(3)`, an enum, a
 * missing field): zod's built-in English ("Invalid input: expected string, received undefined") is written for
 * programmers and exists in English only, so every such issue gets a code of the catalogue instead and reaches the
 * visitor in their language like every other message. Installed for every zod copy in validation-text.ts.
 */
export function defaultValidationMessage(issue: DefaultIssue): ValidationMessage {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return wrongFormat(issue);
    case 'invalid_value':
      return { code: 'defaults.option' };
    case 'not_multiple_of':
      return { code: 'defaults.multipleOf', params: { divisor: limit(issue.divisor) } };
    case 'unrecognized_keys':
      return { code: 'defaults.unknownFields', params: { keys: (issue.keys ?? []).join(', ') } };
    default:
      return { code: 'common.invalidInput' };
  }
}
