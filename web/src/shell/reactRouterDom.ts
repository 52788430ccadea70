/**
 * What the app's `import … from 'react-router-dom'` reaches (web/vite.config.ts and
 * web/tsconfig.json point the name here, for both builds and the type checker): React Router
 * itself, with the app's own `Link` and `NavLink` (./links.tsx) in place of the framework-mode
 * ones. Screens keep the usual import; nothing else of react-router-dom is used.
 */
export * from 'react-router';
export { isActivePath, Link, type LinkProps, NavLink, type NavLinkProps } from './links';
