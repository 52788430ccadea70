/**
 * The demo town, Sonapur: demo data only loaders import (`npm start`'s demo entry, the
 * emulators' seeding, tests). The app's code (core, web, hosts) never imports it: a real town
 * is data the admin screens make (tests/architecture/demoData.test.ts keeps it so).
 */
export * from './bengali';
export * from './catalog';
export * from './directory';
export * from './loadDemoTown';
export * from './medical';
export * from './shops';
export * from './staff';
export * from './town';
export * from './writeDemoTown';
