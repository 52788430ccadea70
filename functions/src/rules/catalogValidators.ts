import { catalogCollections, catalogSchemas } from '@town/core';
import { conditions, RulesFunctions } from './zodToRules';

const functionName = (collection: string) =>
  `valid${collection[0]?.toUpperCase()}${collection.slice(1)}`;

export const generatedStart =
  '    // BEGIN GENERATED catalog validators (npm run rules:generate; from core/src/model)';
export const generatedEnd = '    // END GENERATED catalog validators';

/** The generated block of firestore.rules: one validator per catalog collection. */
export function catalogValidators(): string {
  const helpers = new RulesFunctions();
  const validators = catalogCollections.map((collection) => {
    const name = functionName(collection);
    const body = conditions('d', catalogSchemas[collection], name, helpers);
    return `    function ${name}(d) {\n      return ${body.join('\n        && ')};\n    }`;
  });
  const body = [...helpers.bodies, ...validators].join('\n\n');
  return `${generatedStart}\n${body}\n${generatedEnd}`;
}

/** firestore.rules with its generated block replaced by the current one. */
export function withCurrentValidators(rules: string): string {
  const start = rules.indexOf(generatedStart);
  const end = rules.indexOf(generatedEnd);
  if (start < 0 || end < start)
    throw new Error('firestore.rules has no generated validators block');
  return rules.slice(0, start) + catalogValidators() + rules.slice(end + generatedEnd.length);
}
