// `npm run rules:generate`: writes the catalog validators of firestore.rules from core's schemas.
import { readFileSync, writeFileSync } from 'node:fs';
import { withCurrentValidators } from '../rules/catalogValidators';

const file = 'firestore.rules';
const before = readFileSync(file, 'utf8');
const after = withCurrentValidators(before);
writeFileSync(file, after);
console.log(before === after ? `${file} was up to date.` : `${file}: catalog validators updated.`);
