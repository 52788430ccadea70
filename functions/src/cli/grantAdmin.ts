// `npm run admin:grant -- <email> [--project <id>]`: makes a Firebase Auth account an admin,
// creating it (with a password printed once) when the address has none.
import { createRandomIds, systemClock } from '@town/core/node';
import { grantAdmin } from '../admins';
import { createFirestoreStore } from '../firestoreStore';
import { connect, positional, projectId } from './firebaseProject';

async function main(argv: string[]) {
  const [email] = positional(argv);
  if (!email) throw new Error('Usage: npm run admin:grant -- <email> [--project <id>]');
  const project = projectId(argv);
  const { auth, db } = connect(project);
  const granted = await grantAdmin(
    { auth, store: createFirestoreStore(db, systemClock), ids: createRandomIds() },
    email,
  );
  console.log(`${email} is now an admin of ${project} (admin id ${granted.adminId}).`);
  if (granted.password) {
    console.log(
      [
        'A new account was created. Give its owner, privately:',
        `  email:    ${email}`,
        `  password: ${granted.password}`,
        'This password is not shown again. They can choose their own at this link:',
        `  ${granted.passwordLink}`,
      ].join('\n'),
    );
  } else {
    console.log('They get admin access at their next sign-in.');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
