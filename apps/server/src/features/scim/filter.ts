import { ScimError } from './errors.ts';

/**
 * The small part of SCIM's filter and path grammar (RFC 7644 §3.4.2.2, §3.5.2) that identity providers send to a
 * service like ours: `attribute eq "value"` filters and `attribute[.sub]`, `attribute[sub eq "value"][.sub]` paths.
 * Read by a tokenizer that walks the text once, so no input can make it backtrack.
 */

type Token = { kind: 'word' | 'string' | 'open' | 'close'; text: string };

/** A filter or path longer than this is refused: real ones name one attribute and one value. */
const MAX_EXPRESSION_LENGTH = 1000;

/** The core schemas' URNs, which may prefix an attribute (`urn:...:core:2.0:User:userName`). */
const CORE_PREFIXES = ['urn:ietf:params:scim:schemas:core:2.0:user:', 'urn:ietf:params:scim:schemas:core:2.0:group:'];

const isWordCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    character === '.' ||
    character === ':' ||
    character === '_' ||
    character === '-' ||
    character === '$'
  );
};

/** The tokens of an expression, or null when it holds anything else (an unclosed string, a stray character). */
export function tokenize(input: string): Token[] | null {
  if (input.length > MAX_EXPRESSION_LENGTH) return null;
  const tokens: Token[] = [];
  let index = 0;
  while (index < input.length) {
    const character = input[index]!;
    if (character === ' ' || character === '\t') {
      index++;
    } else if (character === '[' || character === ']') {
      tokens.push({ kind: character === '[' ? 'open' : 'close', text: character });
      index++;
    } else if (character === '"') {
      let text = '';
      index++;
      let isClosed = false;
      while (index < input.length) {
        const next = input[index]!;
        if (next === '\\' && index + 1 < input.length) {
          text += input[index + 1];
          index += 2;
        } else if (next === '"') {
          isClosed = true;
          index++;
          break;
        } else {
          text += next;
          index++;
        }
      }
      if (!isClosed) return null;
      tokens.push({ kind: 'string', text });
    } else if (isWordCharacter(character)) {
      const start = index;
      while (index < input.length && isWordCharacter(input[index]!)) index++;
      tokens.push({ kind: 'word', text: input.slice(start, index) });
    } else {
      return null;
    }
  }
  return tokens;
}

/** An attribute name as compared: lower-cased (SCIM names are case-insensitive), without a core schema's URN. */
export function normaliseAttribute(name: string): string {
  const lower = name.toLowerCase();
  const prefix = CORE_PREFIXES.find((candidate) => lower.startsWith(candidate));
  return prefix ? lower.slice(prefix.length) : lower;
}

export type ScimValue = string | boolean | null;
/** `attribute eq value`: the only comparison identity providers send us. */
export type ScimFilter = { attribute: string; value: ScimValue };

const comparedValue = (token: Token | undefined): ScimValue | undefined => {
  if (!token) return undefined;
  if (token.kind === 'string') return token.text;
  if (token.kind !== 'word') return undefined;
  const word = token.text.toLowerCase();
  return word === 'true' ? true : word === 'false' ? false : word === 'null' ? null : undefined;
};

function readComparison(tokens: Token[], at: number): ScimFilter | null {
  const [attribute, operator, value] = [tokens[at], tokens[at + 1], comparedValue(tokens[at + 2])];
  if (attribute?.kind !== 'word' || operator?.kind !== 'word' || operator.text.toLowerCase() !== 'eq') return null;
  if (value === undefined) return null;
  return { attribute: normaliseAttribute(attribute.text), value };
}

/** `userName eq "a@b.example"`; anything else answers 400 invalidFilter. */
export function parseFilter(input: string): ScimFilter {
  const tokens = tokenize(input);
  const filter = tokens?.length === 3 ? readComparison(tokens, 0) : null;
  if (!filter) {
    throw new ScimError(
      400,
      'Unsupported filter: use one comparison of the form attribute eq "value" (userName, externalId, emails.value, displayName or id).',
      'invalidFilter',
    );
  }
  return filter;
}

/** A PATCH target: `name.givenName` is { attribute: 'name', subAttribute: 'givenname' }. */
export type ScimPath = { attribute: string; filter?: ScimFilter; subAttribute?: string };

function splitAttribute(name: string): { attribute: string; subAttribute?: string } {
  const normalised = normaliseAttribute(name);
  // An extension's URN holds dots of its own (`...:enterprise:2.0:User:manager`): kept whole, and ignored later.
  if (normalised.startsWith('urn:')) return { attribute: normalised };
  const dot = normalised.indexOf('.');
  return dot < 0
    ? { attribute: normalised }
    : { attribute: normalised.slice(0, dot), subAttribute: normalised.slice(dot + 1) };
}

/** `emails[type eq "work"].value` and its kin; anything else answers 400 invalidPath. */
export function parsePath(input: string): ScimPath {
  const tokens = tokenize(input);
  const invalid = () => new ScimError(400, `Unsupported path: ${input.slice(0, 200)}`, 'invalidPath');
  const first = tokens?.[0];
  if (!tokens || first?.kind !== 'word') throw invalid();
  if (tokens.length === 1) return splitAttribute(first.text);
  if (tokens.length < 6 || tokens[1]?.kind !== 'open' || tokens[5]?.kind !== 'close') throw invalid();
  const filter = readComparison(tokens, 2);
  const base = splitAttribute(first.text);
  if (!filter || base.subAttribute) throw invalid();
  if (tokens.length === 6) return { attribute: base.attribute, filter };
  const rest = tokens[6];
  if (tokens.length !== 7 || rest?.kind !== 'word' || !rest.text.startsWith('.') || rest.text.length < 2) {
    throw invalid();
  }
  return { attribute: base.attribute, filter, subAttribute: rest.text.slice(1).toLowerCase() };
}
