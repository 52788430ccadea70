/**
 * Import rules `npm run lint` enforces (dependency-cruiser): no circles anywhere, core free of
 * hosts, frameworks and Node, the layers of core in one direction, the hosts apart, and each
 * screens area using another only through that area's index.ts. See docs/architecture.md.
 */
const coreBelowBot = '^core/src/(?!bot/|index\\.ts$)';
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other, however far round, cannot be read or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      comment: 'Core runs in browsers, Node and Cloud Functions: no Node built-ins, hosts or UI.',
      severity: 'error',
      from: { path: '^core/src/', pathNot: '^core/src/node/' },
      to: {
        dependencyTypesNot: ['type-only'],
        path: '^(server|functions|web)/|node_modules/(react|react-dom|firebase|firebase-admin|firebase-functions|better-sqlite3|fastify)/',
      },
    },
    {
      name: 'core-no-node-builtins',
      severity: 'error',
      from: { path: '^core/src/', pathNot: '^core/src/node/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-bottom-layer',
      comment: 'The model, ports and vocabulary are what everything else is written in.',
      severity: 'error',
      from: { path: '^core/src/(model|ports)/|^core/src/vocabulary\\.ts$' },
      to: {
        path: '^core/src/(actions|reads|app|bot|botMessages|telegram|orders|bookings|town|limits|signIn)/',
      },
    },
    {
      name: 'core-bot-on-top',
      comment: 'The bot runs actions; actions and the rest of core never reach up into it.',
      severity: 'error',
      from: { path: coreBelowBot },
      to: { path: '^core/src/bot/' },
    },
    {
      name: 'core-messages-below-actions',
      comment: 'Outbox entries are built below both the actions and the bot that queue them.',
      severity: 'error',
      from: { path: '^core/src/botMessages/' },
      to: { path: '^core/src/(actions|reads|bot)/' },
    },
    {
      name: 'hosts-apart',
      comment:
        "Each host and the web app meet only in core, the backend contract and the web app's renderer (web/src/render), which both hosts run to serve pages.",
      severity: 'error',
      from: { path: '^(server|functions|web)/src/' },
      to: { path: '^(server|functions|web)/src/', pathNot: ['^$1/src/', '^web/src/render/'] },
    },
    {
      name: 'screens-areas-through-index',
      comment: "A screens area uses another area only through what that area's index.ts offers.",
      severity: 'error',
      from: { path: '^web/src/screens/([^/]+)/' },
      to: {
        path: '^web/src/screens/[^/]+/',
        pathNot: ['^web/src/screens/$1/', '^web/src/screens/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'web-shared-below-screens',
      comment: 'Shared web modules are used by screens and never use them.',
      severity: 'error',
      from: { path: '^web/src/(ui|state|forms|i18n|backend|render|offline)/' },
      to: { path: '^web/src/screens/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
